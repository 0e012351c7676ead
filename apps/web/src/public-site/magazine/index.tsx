import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageParam } from '../../shared/use-page-param';
import { useUrlFilters } from '../../shared/use-url-filters';
import { CardGridItem, InnerPage, ListNotice } from '../common/inner-page';
import inner from '../common/inner-page.module.css';
import { usePageMeta } from '../common/page-meta';
import { SearchBox } from '../common/search-box';
import {
  ARTICLES_PER_PAGE,
  type ArticleFilters,
  type ArticleTag,
  useArticles,
  useArticleTags,
  useMagazineCategories,
  useMagazineSubcategories,
} from './api';
import { ArticleCard } from './article-card';
import { type Chip, FilterChips } from './filter-chips';
import styles from './magazine.module.css';
import { Pagination } from './pagination';

const FILTERS = ['name', 'category_id', 'subcategory_id', 'tag'] as const;
/**
 * What a page of the list's canonical address keeps: the category and subcategory (ids, the same
 * in both languages) and the page. A search or a tag is words of one language, which the other
 * language's page would not find: such a view is kept out of search results instead.
 */
const CANONICAL_QUERY = ['category_id', 'subcategory_id', 'page'] as const;

/** The most used tags, plus the chosen one when it is not among them (chosen from a card). */
function tagChips(tags: ArticleTag[], selected: string): Chip[] {
  const chips = tags.map((tag) => ({ value: tag.name, label: `#${tag.name}` }));
  if (selected && !chips.some((chip) => chip.value === selected))
    chips.unshift({ value: selected, label: `#${selected}` });
  return chips;
}

const line = `${inner.shimmer} ${inner.skeletonLine}`;

function SkeletonGrid() {
  return (
    <ul className={`${inner.cardGrid} ${styles.grid}`} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n} className={`${styles.card} ${styles.skeletonCard}`}>
          <span className={`${inner.shimmer} ${styles.coverSkeleton}`} />
          <span className={styles.cardBody}>
            <span className={line} style={{ inlineSize: '40%' }} />
            <span className={line} style={{ inlineSize: '85%' }} />
            <span className={line} />
            <span className={line} style={{ inlineSize: '70%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** /medical-journal: articles filtered by name, category, subcategory and tag, all in the URL. */
export default function MagazinePage() {
  const { t } = useTranslation('magazine');
  const { values, active, setFilters, clear } = useUrlFilters(FILTERS);
  const [page] = usePageParam();
  const filters: ArticleFilters = values;

  const categories = useMagazineCategories();
  const subcategories = useMagazineSubcategories(values.category_id);
  const tags = useArticleTags(values.category_id, values.subcategory_id);
  const articles = useArticles(filters, page);
  const listTop = useRef<HTMLHeadingElement>(null);

  const total = articles.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  // A page past the last is no page of the list: the server answers it 404 (its notice links to the first).
  const beyondLastPage = articles.data !== undefined && !articles.isPlaceholderData && page > pages;
  usePageMeta(
    beyondLastPage
      ? { title: t('empty.no_page'), description: t('meta.description'), noindex: true, notFound: true }
      : {
          title: page > 1 ? `${t('meta.title')} — ${t('meta.page', { page })}` : t('meta.title'),
          description: page > 1 ? t('meta.page_description', { page }) : t('meta.description'),
          canonicalQuery: CANONICAL_QUERY,
          noindex: values.name !== '' || values.tag !== '',
        },
  );

  const onSearch = useCallback((name: string) => setFilters({ name }), [setFilters]);
  const onTag = useCallback(
    (tag: string) => {
      setFilters({ tag });
      listTop.current?.scrollIntoView({ block: 'start' });
    },
    [setFilters],
  );

  // A new page of results starts at the top of the list, not at the pagination below it.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new page
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    listTop.current?.scrollIntoView({ block: 'start' });
  }, [page]);

  const [params] = useSearchParams();
  const firstPageHref = useMemo(() => {
    const next = new URLSearchParams(params);
    next.delete('page');
    return `?${next.toString()}`;
  }, [params]);

  const items = articles.data?.data ?? [];

  let results: ReactNode;
  if (articles.isPending) {
    results = <SkeletonGrid />;
  } else if (articles.isError && !articles.data) {
    results = (
      <ListNotice title={t('error.title')} alert>
        <p>{t('error.body')}</p>
        <button type="button" className={styles.button} onClick={() => articles.refetch()}>
          {t('error.retry')}
        </button>
      </ListNotice>
    );
  } else if (items.length === 0 || beyondLastPage) {
    results = (
      <ListNotice title={beyondLastPage ? t('empty.no_page') : t('empty.title')}>
        {beyondLastPage ? (
          <Link to={firstPageHref} className={styles.button}>
            {t('empty.first_page')}
          </Link>
        ) : active ? (
          <>
            <p>{t('empty.body')}</p>
            <button type="button" className={styles.button} onClick={clear}>
              {t('empty.clear')}
            </button>
          </>
        ) : (
          <p>{t('empty.none')}</p>
        )}
      </ListNotice>
    );
  } else {
    results = (
      <>
        <ul
          className={`${inner.cardGrid} ${styles.grid}`}
          aria-busy={articles.isFetching}
          data-fetching={articles.isFetching}
        >
          {items.map((article, index) => (
            <CardGridItem key={article.id}>
              <ArticleCard article={article} eager={index < 2} lead={index === 0} onTag={onTag} />
            </CardGridItem>
          ))}
        </ul>
        <Pagination page={page} pages={pages} />
      </>
    );
  }

  return (
    <InnerPage title={t('title')} intro={t('intro')}>
      <section className={styles.filters} aria-label={t('filters_label')}>
        <SearchBox
          value={values.name}
          onSearch={onSearch}
          name="name"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          className={styles.search}
        />
        {categories.isError ? (
          <p className={styles.filterError}>
            {t('categories_failed')}{' '}
            <button type="button" className={styles.inlineButton} onClick={() => categories.refetch()}>
              {t('error.retry')}
            </button>
          </p>
        ) : (
          <FilterChips
            label={t('categories')}
            allLabel={t('all_categories')}
            chips={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            selected={values.category_id}
            onSelect={(value) => setFilters({ category_id: value, subcategory_id: '' })}
          />
        )}
        {values.category_id && (subcategories.data?.length ?? 0) > 0 ? (
          <FilterChips
            label={t('subcategories')}
            allLabel={t('all_subcategories')}
            chips={(subcategories.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
            selected={values.subcategory_id}
            onSelect={(value) => setFilters({ subcategory_id: value })}
          />
        ) : null}
        {(tags.data?.length ?? 0) > 0 || values.tag ? (
          <FilterChips
            label={t('tags')}
            allLabel={t('all_tags')}
            chips={tagChips(tags.data ?? [], values.tag)}
            selected={values.tag}
            onSelect={(value) => setFilters({ tag: value })}
          />
        ) : null}
      </section>

      <h2 ref={listTop} className={styles.resultsTitle} tabIndex={-1}>
        {t('articles')}
      </h2>
      <p className={styles.count} aria-live="polite">
        {articles.data ? t('count', { count: total }) : ''}
      </p>
      {results}

      <p className={styles.archive}>
        <Link to="/Not-found" className={styles.archiveLink}>
          {t('archive_link')}
        </Link>
      </p>
    </InnerPage>
  );
}
