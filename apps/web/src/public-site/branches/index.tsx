import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUrlFilters } from '../../shared/use-url-filters';
import { InnerPage, ListNotice } from '../common/inner-page';
import inner from '../common/inner-page.module.css';
import { usePageMeta } from '../common/page-meta';
import { type Branch, hasLocation, useBranchCities, useBranches } from './api';
import { BranchCard } from './branch-card';
import { BranchFilters } from './branch-filters';
import styles from './branches.module.css';
import { IconMap } from './icons';
import { MapDialog } from './map-dialog';
import { MapView } from './map-view';

const FILTERS = ['search', 'city'] as const;
/** `?map=all` shows every listed branch, `?map=<id>` one branch; the dialog survives a refresh. */
const MAP_PARAM = 'map';
const ALL = 'all';

const line = `${inner.shimmer} ${inner.skeletonLine}`;

function SkeletonList() {
  return (
    <ul className={`${inner.cardGrid} ${styles.grid}`} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <li key={n} className={`${styles.card} ${styles.skeletonCard}`}>
          <span className={line} style={{ inlineSize: '60%' }} />
          <span className={line} />
          <span className={line} style={{ inlineSize: '40%' }} />
          <span className={line} style={{ inlineSize: '75%' }} />
        </li>
      ))}
    </ul>
  );
}

export default function BranchesPage() {
  const { t } = useTranslation('branches');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const filters = useUrlFilters(FILTERS);
  const { search, city } = filters.values;
  const branchesQuery = useBranches({ search, city });
  const citiesQuery = useBranchCities();
  const [params, setParams] = useSearchParams();

  const branches = branchesQuery.data ?? [];
  const mapParam = params.get(MAP_PARAM);
  const mapBranch = mapParam && mapParam !== ALL ? branches.find((b) => String(b.id) === mapParam) : undefined;
  const mapOpen = mapParam === ALL ? branches.length > 0 : mapBranch !== undefined;
  const locatedCount = branches.filter(hasLocation).length;

  const setMap = useCallback(
    (value: string | null) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(MAP_PARAM, value);
          else next.delete(MAP_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const { setFilters } = filters;
  const changeFilters = useCallback((patch: { search?: string; city?: string }) => setFilters(patch), [setFilters]);

  let results: ReactNode;
  if (branchesQuery.isPending) {
    results = <SkeletonList />;
  } else if (branchesQuery.isError && !branchesQuery.data) {
    results = (
      <ListNotice title={t('error.title')} alert>
        <p>{t('error.body')}</p>
        <button type="button" className={styles.secondaryButton} onClick={() => branchesQuery.refetch()}>
          {t('error.retry')}
        </button>
      </ListNotice>
    );
  } else if (branches.length === 0) {
    results = (
      <ListNotice title={t('empty.title')}>
        <p>{filters.active ? t('empty.body') : t('empty.none')}</p>
        {filters.active ? (
          <button type="button" className={styles.secondaryButton} onClick={filters.clear}>
            {t('empty.clear')}
          </button>
        ) : null}
      </ListNotice>
    );
  } else {
    results = (
      <ul
        className={`${inner.cardGrid} ${styles.grid}`}
        aria-busy={branchesQuery.isFetching}
        data-fetching={branchesQuery.isFetching}
      >
        {branches.map((branch) => (
          <li key={branch.id} className={inner.cardGridItem}>
            <BranchCard branch={branch} onShowOnMap={(b: Branch) => setMap(String(b.id))} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <InnerPage title={t('title')} intro={t('intro')}>
      <section className={styles.toolbar} aria-label={t('filters_label')}>
        <BranchFilters search={search} city={city} cities={citiesQuery.data} onChange={changeFilters} />
        <div className={styles.toolbarRow}>
          <p className={styles.count} aria-live="polite">
            {branchesQuery.data ? t('count', { count: branches.length }) : ''}
          </p>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={locatedCount === 0}
            onClick={() => setMap(ALL)}
          >
            <IconMap />
            {t('show_all_on_map')}
          </button>
        </div>
      </section>

      {results}

      <MapDialog
        open={mapOpen}
        title={mapBranch ? t('map.title_branch', { name: mapBranch.name }) : t('map.title_all')}
        onClose={() => setMap(null)}
      >
        <MapView branches={branches} focus={mapBranch} />
      </MapDialog>
    </InnerPage>
  );
}
