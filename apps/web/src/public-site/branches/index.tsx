import { ITEM_PATHS } from '@app/contracts/page-addresses';
import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HydrateLater } from '../../shared/hydrate-later';
import { getLang } from '../../shared/lang';
import { useUrlFilters } from '../../shared/use-url-filters';
import { CardGridItem, InnerPage, ListNotice } from '../common/inner-page';
import inner from '../common/inner-page.module.css';
import { useCanonicalAddress, usePageMeta } from '../common/page-meta';
import NotFoundPage from '../errors/not-found-page';
import { type Branch, hasLocation, useBranchCities, useBranches } from './api';
import { BranchCard, branchHeadingId } from './branch-card';
import { BranchFilters, findCity } from './branch-filters';
import { branchPaths, cityPaths } from './branch-paths';
import styles from './branches.module.css';
import { IconMap } from './icons';
import { MapDialog } from './map-dialog';
import { MapView } from './map-view';
import { pharmacyData } from './pharmacy-data';

const FILTERS = ['search', 'city'] as const;
/** `?map=all` shows every listed branch, `?map=<id>` one branch; the dialog survives a refresh. */
const MAP_PARAM = 'map';
const ALL = 'all';
/**
 * `?shown=N`: how many cards the list shows. The group has about 160 branches; all of them in one
 * document would be some 6,000 elements for a phone to parse, style and hydrate before it answers a
 * tap, while most visitors look for one city. "Show more" is a link, so it works without scripts
 * too (the server renders the same count), and a search or a city starts from the first cards again.
 */
const SHOWN_PARAM = 'shown';
/** Cards per step: four rows on a wide screen, a few screens on a phone. */
export const BRANCHES_PAGE_SIZE = 12;

function shownCount(raw: string | null): number {
  const count = raw === null ? Number.NaN : Number(raw);
  return Number.isSafeInteger(count) && count > BRANCHES_PAGE_SIZE ? count : BRANCHES_PAGE_SIZE;
}

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

/**
 * /branches: the branch finder. With `cityPath` (/branches/{city}, a page per city for searches
 * like "pharmacy in Jeddah") the city comes from the address instead of the filter.
 */
export function BranchesView({ cityPath }: { cityPath?: string }) {
  const { t } = useTranslation('branches');
  const lang = getLang();
  const filters = useUrlFilters(FILTERS, SHOWN_PARAM);
  const search = filters.values.search;
  const city = cityPath ?? filters.values.city;
  const branchesQuery = useBranches({ search, city });
  const citiesQuery = useBranchCities();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const cityEntry = cityPath === undefined ? undefined : findCity(citiesQuery.data, cityPath);
  const cityName = cityEntry?.name ?? cityPath ?? '';
  // A city named in the other language, or spelled otherwise, has one address per language.
  useCanonicalAddress(cityEntry ? ITEM_PATHS.city(cityEntry.name) : null);
  usePageMeta(
    cityPath === undefined
      ? { title: t('meta.title'), description: t('meta.description') }
      : {
          title: t('city_page.meta_title', { city: cityName }),
          description: t('city_page.meta_description', { city: cityName }),
          paths: cityEntry ? cityPaths(cityEntry) : undefined,
          breadcrumbs: [
            { name: t('meta.title'), path: '/branches' },
            { name: cityName, path: ITEM_PATHS.city(cityName) },
          ],
          structuredData: (origin) =>
            pharmacyData(origin, branchesQuery.data ?? [], t, (branch) => branchPaths(branch, citiesQuery.data)[lang]),
        },
  );

  const branches = branchesQuery.data ?? [];
  const visible = branches.slice(0, shownCount(params.get(SHOWN_PARAM)));
  // After "show more", the focus moves to the first card it added (the link itself may be gone).
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const index = focusCard.current;
    const branch = index === null ? undefined : visible[index];
    if (!branch) return;
    focusCard.current = null;
    document.getElementById(branchHeadingId(branch))?.focus();
  }, [visible]);
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
  const changeFilters = useCallback(
    (patch: { search?: string; city?: string }) => {
      if (cityPath === undefined || patch.city === undefined) {
        setFilters(patch);
        return;
      }
      // On a city's page, choosing another city moves to that city's page (or to all branches).
      if (findCity(citiesQuery.data, patch.city)?.name === cityName) return;
      const query = search ? `?search=${encodeURIComponent(search)}` : '';
      navigate(`${patch.city ? ITEM_PATHS.city(patch.city) : '/branches'}${query}`);
    },
    [setFilters, cityPath, citiesQuery.data, cityName, search, navigate],
  );

  if (cityPath !== undefined && citiesQuery.isSuccess && !cityEntry) return <NotFoundPage />;

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
        {visible.map((branch) => (
          <CardGridItem key={branch.id}>
            <BranchCard
              branch={branch}
              href={branchPaths(branch, citiesQuery.data)[lang]}
              onShowOnMap={(b: Branch) => setMap(String(b.id))}
            />
          </CardGridItem>
        ))}
      </ul>
    );
    if (visible.length < branches.length) {
      const more = new URLSearchParams(params);
      more.set(SHOWN_PARAM, String(Math.min(visible.length + BRANCHES_PAGE_SIZE, branches.length)));
      results = (
        <>
          {results}
          <div className={styles.more}>
            <p>{t('more.shown', { shown: visible.length, total: branches.length })}</p>
            <Link
              to={`?${more}`}
              replace
              preventScrollReset
              className={styles.secondaryButton}
              onClick={() => {
                focusCard.current = visible.length;
              }}
            >
              {t('more.button')}
            </Link>
          </div>
        </>
      );
    }
  }

  return (
    <InnerPage
      title={cityPath === undefined ? t('title') : t('city_page.title', { city: cityName })}
      intro={cityPath === undefined ? t('intro') : t('city_page.intro', { city: cityName })}
    >
      <HydrateLater>
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
      </HydrateLater>

      {results}

      {cityPath === undefined && citiesQuery.data && citiesQuery.data.length > 0 ? (
        <HydrateLater>
          <nav className={styles.cities} aria-label={t('cities_nav')}>
            <h2 className={styles.citiesTitle}>{t('cities_nav')}</h2>
            <ul>
              {citiesQuery.data.map((entry) => (
                <li key={entry.name}>
                  <Link to={ITEM_PATHS.city(entry.name)}>
                    {t('city.option', { city: entry.name, total: entry.branches_count })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </HydrateLater>
      ) : null}

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

export default function BranchesPage() {
  return <BranchesView />;
}
