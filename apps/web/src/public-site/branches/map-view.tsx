import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveTileUrl } from '../../shared/map-config';
import { type Branch, usePublicSettings } from './api';
import styles from './branches.module.css';

// Leaflet and its stylesheet arrive only when a map is opened.
const BranchMap = lazy(() => import('./branch-map'));

function MapLoading() {
  const { t } = useTranslation('branches');
  return (
    <div className={styles.mapLoading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t('map.loading')}
    </div>
  );
}

/** The map inside the dialog, once the tile server is known (settings, page meta or the default). */
export function MapView({ branches, focus }: { branches: Branch[]; focus?: Branch | undefined }) {
  const settings = usePublicSettings();
  if (settings.isPending) return <MapLoading />;
  return (
    <Suspense fallback={<MapLoading />}>
      <BranchMap branches={branches} focus={focus} tileUrl={resolveTileUrl(settings.data)} />
    </Suspense>
  );
}
