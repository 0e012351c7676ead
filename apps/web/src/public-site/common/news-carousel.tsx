import { imageSrcSet } from '@app/contracts/image-variants';
import { ITEM_PATHS, slugOf } from '@app/contracts/page-addresses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang } from '../../shared/lang';
import { Carousel } from './carousel';
import { ClampedText } from './clamp';
import styles from './news.module.css';
import page from './page.module.css';
import { useLatestNews } from './queries';
import { formatSiteDate } from './site-time';
import { Skeleton } from './skeleton';
import { entryFor, htmlToText } from './translation';

/** The latest news (GET /api/listNews?local=<lang>) as a looping card carousel; each title links to the item's page. */
export function NewsCarousel({ label }: { label: string }) {
  const { t } = useTranslation('public');
  const news = useLatestNews();
  const lang = getLang();

  if (news.isPending) {
    return (
      <div className={styles.loading} aria-hidden="true">
        <Skeleton className={styles.cardSkeleton} />
        <Skeleton className={styles.cardSkeleton} />
        <Skeleton className={styles.cardSkeleton} />
      </div>
    );
  }
  const items = (news.data ?? [])
    .map((item) => ({ item, text: entryFor(item.translation, lang) }))
    .filter((entry) => entry.text?.name);
  if (items.length === 0) return <p className={page.empty}>{t('news.empty')}</p>;

  return (
    <Carousel label={label}>
      {items.map(({ item, text }) => (
        <article key={item.id} className={styles.card}>
          {item.image ? (
            <img
              src={item.image}
              srcSet={imageSrcSet(item.image, 1280)}
              sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 85vw"
              alt=""
              width={400}
              height={225}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          ) : (
            <div className={styles.image} aria-hidden="true" />
          )}
          <div className={styles.body}>
            <time dateTime={item.created_at} className={styles.date}>
              {formatSiteDate(item.created_at, lang)}
            </time>
            <h3 className={styles.title}>
              <Link to={ITEM_PATHS.news(slugOf(item.id, text?.name))} className={styles.titleLink}>
                {text?.name}
              </Link>
            </h3>
            <ClampedText className={styles.excerpt} text={htmlToText(text?.content ?? '')} maxChars={140} />
          </div>
        </article>
      ))}
    </Carousel>
  );
}
