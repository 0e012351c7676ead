// The Leaflet chunk: loaded only when a map opens, with its stylesheet.
import 'leaflet/dist/leaflet.css';
import { divIcon, icon, type Map as LeafletMap, latLngBounds } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, useMap, useMapEvents } from 'react-leaflet';
import { getLang } from '../../shared/lang';
import { FitToPoints } from '../../shared/map/fit-to-points';
import { WatchedTileLayer } from '../../shared/map/watched-tile-layer';
import { BRANCH_ZOOM } from '../../shared/map-config';
import { type Branch, hasLocation } from './api';
import styles from './branches.module.css';
import { hoursLine, placeLine, telHref } from './hours';

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

type Located = Branch & { lat: number; long: number };

/** Pins closer than this many screen pixels are drawn as one numbered group. */
const CLUSTER_PIXELS = 44;

/**
 * Groups the branches whose pins would overlap at the map's zoom: each branch joins the first group
 * whose centre is within CLUSTER_PIXELS on screen. Small lists, so a simple pass is enough.
 */
export function clusterBranches(map: Pick<LeafletMap, 'project'>, branches: Located[], zoom: number): Located[][] {
  const groups: { x: number; y: number; members: Located[] }[] = [];
  for (const branch of branches) {
    const point = map.project([branch.lat, branch.long], zoom);
    const near = groups.find((group) => Math.hypot(group.x - point.x, group.y - point.y) < CLUSTER_PIXELS);
    if (near) near.members.push(branch);
    else groups.push({ x: point.x, y: point.y, members: [branch] });
  }
  return groups.map((group) => group.members);
}

function BranchPopup({ branch }: { branch: Branch }) {
  const { t, i18n } = useTranslation('branches');
  return (
    <Popup>
      <div dir={i18n.dir()} className={styles.popup}>
        <strong className={styles.popupName}>{branch.name}</strong>
        <span>{placeLine(t, branch)}</span>
        <span>{hoursLine(t, branch, getLang())}</span>
        <span className={styles.popupActions}>
          {branch.mobile ? (
            <a href={telHref(branch.mobile)} className={styles.popupAction}>
              {t('map.call')} <bdi dir="ltr">{branch.mobile}</bdi>
            </a>
          ) : null}
          {branch.google_map_url ? (
            <a href={branch.google_map_url} target="_blank" rel="noopener noreferrer" className={styles.popupAction}>
              {t('map.directions')}
            </a>
          ) : null}
        </span>
      </div>
    </Popup>
  );
}

/** The pins, grouped where they overlap; a group opens (zooms in) when pressed. */
function BranchMarkers({ branches, openFirst }: { branches: Located[]; openFirst: boolean }) {
  const { t } = useTranslation('branches');
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groups = clusterBranches(map, branches, zoom);
  return groups.map((group) => {
    const [head] = group;
    if (!head) return null;
    if (group.length === 1) {
      return (
        <Marker
          key={head.id}
          position={[head.lat, head.long]}
          icon={branchIcon}
          title={head.name}
          alt={head.name}
          eventHandlers={openFirst ? { add: (event) => event.target.openPopup() } : {}}
        >
          <BranchPopup branch={head} />
        </Marker>
      );
    }
    const bounds = latLngBounds(group.map((b) => [b.lat, b.long] as [number, number]));
    const label = t('map.cluster', { count: group.length });
    return (
      <Marker
        key={`group-${group.map((b) => b.id).join('-')}`}
        position={bounds.getCenter()}
        title={label}
        alt={label}
        keyboard
        icon={divIcon({
          className: styles.cluster ?? '',
          html: `<span>${group.length}</span>`,
          iconSize: [40, 40],
        })}
        eventHandlers={{ click: () => map.fitBounds(bounds.pad(0.3)) }}
      />
    );
  });
}

export default function BranchMap({ branches, focus, tileUrl }: BranchMapProps) {
  const { t } = useTranslation('branches');
  const placed = (focus ? [focus] : branches).filter(hasLocation) as Located[];
  const first = placed[0];
  if (!first) return <p className={styles.mapNotice}>{t('map.no_locations')}</p>;

  return (
    // Leaflet positions tiles and controls for a left-to-right box; popups keep the page's direction.
    <div dir="ltr" className={styles.mapFrame} data-testid="branch-map">
      {/* The first view is a placeholder: FitToPoints fits the pins once the map has a size. */}
      <MapContainer center={[first.lat, first.long]} zoom={BRANCH_ZOOM} scrollWheelZoom className={styles.map}>
        <FitToPoints points={placed.map((b) => [b.lat, b.long])} singleZoom={BRANCH_ZOOM} />
        <WatchedTileLayer url={tileUrl} failedMessage={t('map.tiles_failed')} />
        <BranchMarkers branches={placed} openFirst={Boolean(focus)} />
      </MapContainer>
    </div>
  );
}
