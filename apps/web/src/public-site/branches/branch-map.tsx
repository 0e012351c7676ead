// The Leaflet chunk: loaded only when a map opens, with its stylesheet.
import 'leaflet/dist/leaflet.css';
import { icon, latLngBounds } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { type Branch, hasLocation } from './api';
import styles from './branches.module.css';
import { placeLine, telHref } from './hours';
import { BRANCH_ZOOM, TILE_ATTRIBUTION } from './map-config';

/**
 * Leaflet's default icon finds its images through a path guessed from its CSS, which breaks once
 * Vite fingerprints the files; an explicit icon uses the bundled URLs instead.
 */
const branchIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

export interface BranchMapProps {
  branches: Branch[];
  /** One branch at street level; without it every branch is fitted into view. */
  focus?: Branch | undefined;
  tileUrl: string;
}

/** The dialog lays itself out after the map measured its box; measure again once it is shown. */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const frame = requestAnimationFrame(() => map.invalidateSize());
    return () => cancelAnimationFrame(frame);
  }, [map]);
  return null;
}

export default function BranchMap({ branches, focus, tileUrl }: BranchMapProps) {
  const { t, i18n } = useTranslation('branches');
  const placed = (focus ? [focus] : branches).filter(hasLocation);
  const first = placed[0];
  if (!first) return <p className={styles.mapNotice}>{t('map.no_locations')}</p>;

  // One point has no extent to fit, so it gets the street-level zoom.
  const view =
    placed.length === 1
      ? { center: [first.lat, first.long] as [number, number], zoom: BRANCH_ZOOM }
      : {
          bounds: latLngBounds(placed.map((b) => [b.lat, b.long] as [number, number])),
          boundsOptions: { padding: [32, 32] as [number, number] },
        };

  return (
    // Leaflet positions tiles and controls for a left-to-right box; popups keep the page's direction.
    <div dir="ltr" className={styles.mapFrame} data-testid="branch-map">
      <MapContainer {...view} scrollWheelZoom className={styles.map}>
        <SizeWatcher />
        <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} />
        {placed.map((branch) => (
          <Marker
            key={branch.id}
            position={[branch.lat, branch.long]}
            icon={branchIcon}
            title={branch.name}
            alt={branch.name}
          >
            <Popup>
              <div dir={i18n.dir()} className={styles.popup}>
                <strong>{branch.name}</strong>
                <span>{placeLine(t, branch)}</span>
                {branch.mobile ? (
                  <a href={telHref(branch.mobile)} dir="ltr">
                    {branch.mobile}
                  </a>
                ) : null}
              </div>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
