import { imageSrcSet } from '@app/contracts/image-variants';
import { idOfSlug } from '@app/contracts/page-addresses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import NotFoundPage from '../errors/not-found-page';
import styles from './item-page.module.css';
import page from './page.module.css';
import { RichText } from './rich-text';
import { Skeleton } from './skeleton';

export interface Crumb {
  name: string;
  path: string;
}

interface ItemPageProps {
  /** The trail above the title, from the home page to the list the item belongs to. */
  crumbs: readonly Crumb[];
  title: string;
  /** The line under the title (date, category). */
  meta: ReactNode;
  image: string | null;
  /** Sanitized HTML written by staff. */
  html: string;
  children?: ReactNode;
}

/**
 * An article or a news item on its own page: trail, title, date, picture and text. The picture is
 * the page's largest element: it is asked for first and has its size before it arrives.
 */
export function ItemPage({ crumbs, title, meta, image, html, children }: ItemPageProps) {
  return (
    <div className={page.container}>
      <article className={styles.article}>
        <Crumbs crumbs={crumbs} />
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>{meta}</p>
        {image ? (
          <img
            className={styles.cover}
            src={image}
            srcSet={imageSrcSet(image, 1280)}
            sizes="(max-width: 46rem) 100vw, 46rem"
            alt=""
            width={1280}
            height={720}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
        <RichText html={html} className={styles.body} headingsFrom={2} />
        {children}
      </article>
    </div>
  );
}

/** The trail above a page's title: the home page, then `crumbs`. */
export function Crumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('public');
  return (
    <nav className={styles.crumbs} aria-label={t('item.breadcrumb')}>
      <ol>
        <li>
          <Link to="/">{t('item.home')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.path}>
            <Link to={crumb.path}>{crumb.name}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** While an item loads after an in-app navigation (the server's page already has it). */
function ItemPageSkeleton() {
  return (
    <div className={page.container}>
      <div className={styles.article} aria-hidden="true">
        <Skeleton style={{ blockSize: '2.5rem', inlineSize: '70%', marginBlockEnd: '1rem' }} />
        <Skeleton style={{ aspectRatio: '16 / 9', borderRadius: '1rem' }} />
      </div>
    </div>
  );
}

/** The route of an item's page: the id its address starts with, the item's read, then its page or the not-found page. */
export function ItemRoute<T>({
  useItem,
  render,
}: {
  useItem: (id: number | null) => { isPending: boolean; data?: T };
  render: (item: T) => ReactNode;
}) {
  const { slug } = useParams();
  const id = idOfSlug(slug);
  const item = useItem(id);
  if (id !== null && item.isPending) return <ItemPageSkeleton />;
  if (item.data === undefined) return <NotFoundPage />;
  return render(item.data);
}
