import { ITEM_PATHS, type PageLang, slugOf } from '@app/contracts/page-addresses';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang } from '../../shared/lang';
import { ItemPage, ItemRoute } from '../common/item-page';
import styles from '../common/item-page.module.css';
import { articleData } from '../common/page-head';
import { useCanonicalAddress, usePageMeta } from '../common/page-meta';
import { formatSiteDate } from '../common/site-time';
import { htmlToText } from '../common/translation';
import { type Article, useArticle } from './api';
import { articleTexts } from './article-card';

/** A description for search results and link previews: the text's first words. */
const DESCRIPTION_CHARS = 160;

export function excerpt(html: string): string {
  const text = htmlToText(html);
  return text.length <= DESCRIPTION_CHARS ? text : `${text.slice(0, DESCRIPTION_CHARS - 1).trimEnd()}…`;
}

/** The article's address in each language (each with its title's words). */
export function articlePaths(article: Article): Record<PageLang, string> {
  const path = (lang: PageLang) => ITEM_PATHS.article(slugOf(article.id, articleTexts(article, lang)?.name));
  return { ar: path('ar'), en: path('en') };
}

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation(['magazine', 'public']);
  const lang = getLang();
  const texts = articleTexts(article, lang);
  const title = texts?.name?.trim() || t('magazine:untitled');
  const html = texts?.description ?? '';
  const paths = articlePaths(article);
  const journal = t('public:item.journal');
  useCanonicalAddress(paths[lang]);
  usePageMeta({
    title,
    description: excerpt(html) || t('magazine:meta.description'),
    image: article.image,
    type: 'article',
    paths,
    breadcrumbs: [
      { name: journal, path: '/medical-journal' },
      { name: title, path: paths[lang] },
    ],
    structuredData: (origin) => [
      articleData(origin, {
        type: 'Article',
        title,
        description: excerpt(html),
        image: article.image,
        published: article.created_at,
        lang,
        path: paths[lang],
        more: { articleSection: article.category.name, keywords: (texts?.tags ?? []).join(', ') },
      }),
    ],
  });
  const tags = (texts?.tags ?? []).filter((tag) => tag.trim() !== '');

  return (
    <ItemPage
      crumbs={[{ name: journal, path: '/medical-journal' }]}
      title={title}
      image={article.image}
      html={html}
      meta={
        <>
          <span>
            {article.subcategory ? `${article.category.name} · ${article.subcategory.name}` : article.category.name}
          </span>
          <span>
            {t('public:item.published')}{' '}
            <time dateTime={article.created_at}>{formatSiteDate(article.created_at, lang)}</time>
          </span>
        </>
      }
    >
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('public:item.tags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Link to={`/medical-journal?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to="/medical-journal" className={styles.back}>
        {t('public:item.back_to_journal')}
      </Link>
    </ItemPage>
  );
}

/** /medical-journal/{id}-{title words}: one article, with its own address to share and index. */
export default function ArticlePage() {
  return <ItemRoute useItem={useArticle} render={(article) => <ArticleView article={article} />} />;
}
