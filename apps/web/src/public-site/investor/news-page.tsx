import { ITEM_PATHS, type PageLang, slugOf } from '@app/contracts/page-addresses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang } from '../../shared/lang';
import type { NewsItem } from '../common/api-types';
import { ItemPage, ItemRoute } from '../common/item-page';
import styles from '../common/item-page.module.css';
import { articleData } from '../common/page-head';
import { useCanonicalAddress, usePageMeta } from '../common/page-meta';
import { useNewsItem } from '../common/queries';
import { formatSiteDate } from '../common/site-time';
import { entryFor } from '../common/translation';
import NotFoundPage from '../errors/not-found-page';
import { excerpt } from '../magazine/article-page';

/** The news item's address in each language (each with its title's words). */
export function newsPaths(item: NewsItem): Record<PageLang, string> {
  const path = (lang: PageLang) => ITEM_PATHS.news(slugOf(item.id, entryFor(item.translation, lang)?.name));
  return { ar: path('ar'), en: path('en') };
}

/** Where the group's news is listed. */
const NEWS_LIST = '/investor-relations';

function NewsView({ item }: { item: NewsItem }) {
  const { t } = useTranslation('public');
  const lang = getLang();
  const text = entryFor(item.translation, lang);
  const title = text?.name ?? '';
  const html = text?.content ?? '';
  const paths = newsPaths(item);
  const section = t('item.news_section');
  useCanonicalAddress(paths[lang]);
  usePageMeta({
    title,
    description: excerpt(html),
    image: item.image,
    type: 'article',
    paths,
    breadcrumbs: [
      { name: section, path: NEWS_LIST },
      { name: title, path: paths[lang] },
    ],
    structuredData: (origin) => [
      articleData(origin, {
        type: 'NewsArticle',
        title,
        description: excerpt(html),
        image: item.image,
        published: item.created_at,
        lang,
        path: paths[lang],
      }),
    ],
  });

  return (
    <ItemPage
      crumbs={[{ name: section, path: NEWS_LIST }]}
      title={title}
      image={item.image}
      html={html}
      meta={
        <span>
          {t('item.published')} <time dateTime={item.created_at}>{formatSiteDate(item.created_at, lang)}</time>
        </span>
      }
    >
      <Link to={NEWS_LIST} className={styles.back}>
        {t('item.all_news')}
      </Link>
    </ItemPage>
  );
}

/** /news/{id}-{title words}: one news item, with its own address to share and index. */
export default function NewsPage() {
  return (
    <ItemRoute
      useItem={useNewsItem}
      // An item without a title in either language has nothing to show.
      render={(item) => (entryFor(item.translation, getLang())?.name ? <NewsView item={item} /> : <NotFoundPage />)}
    />
  );
}
