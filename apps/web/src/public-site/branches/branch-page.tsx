import { ITEM_PATHS } from '@app/contracts/page-addresses';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLang } from '../../shared/lang';
import { ExternalIcon } from '../common/icons';
import { InnerPage } from '../common/inner-page';
import { Crumbs, ItemRoute } from '../common/item-page';
import page from '../common/page.module.css';
import { useCanonicalAddress, usePageMeta } from '../common/page-meta';
import { type Branch, hasLocation, useBranch, useBranchCities } from './api';
import { BranchFacts } from './branch-card';
import { findCity } from './branch-filters';
import { branchPaths } from './branch-paths';
import styles from './branches.module.css';
import { hoursLine, telHref } from './hours';
import { IconMap, IconPhone } from './icons';
import { MapDialog } from './map-dialog';
import { MapView } from './map-view';
import { pharmacyData } from './pharmacy-data';

/** Where the directions link leads: the map link staff entered, else the branch's position. */
function directionsHref(branch: Branch): string | null {
  if (branch.google_map_url) return branch.google_map_url;
  if (!hasLocation(branch)) return null;
  return `https://www.google.com/maps/dir/?api=1&destination=${branch.lat},${branch.long}`;
}

function BranchView({ branch }: { branch: Branch }) {
  const { t } = useTranslation('branches');
  const lang = getLang();
  const cities = useBranchCities();
  const [mapOpen, setMapOpen] = useState(false);
  const detailsId = useId();
  const city = findCity(cities.data, branch.city)?.name ?? branch.city;
  const cityPath = ITEM_PATHS.city(city);
  const paths = branchPaths(branch, cities.data);
  const trail = [
    { name: t('meta.title'), path: '/branches' },
    { name: city, path: cityPath },
  ];
  // An address with another city, another spelling or an old name leads to this one (a 301 on the server).
  useCanonicalAddress(cities.isPending ? null : paths[lang]);
  usePageMeta({
    title: t('branch_page.meta_title', { name: branch.name, city }),
    description: t('branch_page.meta_description', { name: branch.name, city, hours: hoursLine(t, branch, lang) }),
    image: branch.image,
    paths,
    breadcrumbs: [...trail, { name: branch.name, path: paths[lang] }],
    structuredData: (origin) => pharmacyData(origin, [branch], t, () => paths[lang]),
  });
  const directions = directionsHref(branch);

  return (
    <InnerPage title={branch.name} intro={t('branch_page.lead', { city })}>
      <Crumbs crumbs={trail} />
      <div className={styles.branchLayout}>
        <section className={styles.branchDetails} aria-labelledby={detailsId}>
          <h2 id={detailsId} className={page.srOnly}>
            {t('branch_page.details')}
          </h2>
          <BranchFacts branch={branch} />
          <div className={styles.branchActions}>
            {branch.mobile ? (
              <a href={telHref(branch.mobile)} className={styles.primaryButton}>
                <IconPhone />
                {t('map.call')} <bdi dir="ltr">{branch.mobile}</bdi>
              </a>
            ) : null}
            {directions ? (
              <a href={directions} target="_blank" rel="noopener noreferrer" className={styles.secondaryButton}>
                {t('map.directions')} <span className={page.srOnly}>{t('branch_page.new_tab')}</span>
                <ExternalIcon size={16} />
              </a>
            ) : null}
            {hasLocation(branch) ? (
              <button type="button" className={styles.secondaryButton} onClick={() => setMapOpen(true)}>
                <IconMap />
                {t('card.show_on_map')}
              </button>
            ) : null}
          </div>
        </section>
        {branch.image ? (
          <img
            className={styles.branchPhoto}
            src={branch.image}
            alt={t('branch_page.photo_alt', { name: branch.name })}
            width={960}
            height={640}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      <nav className={styles.branchMore} aria-label={t('branch_page.more')}>
        <Link to={cityPath}>{t('branch_page.city_branches', { city })}</Link>
        <Link to="/branches">{t('branch_page.all_branches')}</Link>
      </nav>
      <MapDialog open={mapOpen} title={t('map.title_branch', { name: branch.name })} onClose={() => setMapOpen(false)}>
        <MapView branches={[branch]} focus={branch} />
      </MapDialog>
    </InnerPage>
  );
}

/** /branches/{city}/{id}-{name words}: one branch, with its own address to share and to be found by. */
export default function BranchPage() {
  return <ItemRoute useItem={useBranch} render={(branch) => <BranchView branch={branch} />} />;
}
