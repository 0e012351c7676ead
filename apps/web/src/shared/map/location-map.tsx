// The Leaflet chunk of the location picker: loaded only when a form with a location opens.
import 'leaflet/dist/leaflet.css';
import { icon } from 'leaflet';
import markerIconUrl from 'leaflet/dist/images/marker-icon.png';
import markerIconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, useMapEvents } from 'react-leaflet';
import { BRANCH_ZOOM } from '../map-config';
import { WatchedTileLayer } from './watched-tile-layer';

const pin = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

/** The middle of Saudi Arabia, for a record without a location yet. */
const COUNTRY_CENTRE: [number, number] = [23.9, 45.1];
const COUNTRY_ZOOM = 5;

export interface LocationMapProps {
  latitude: number | null;
  longitude: number | null;
  tileUrl: string;
  label: string;
  /** Said inside the map when its tiles cannot be loaded. */
  tilesFailed: string;
  onPick(latitude: number, longitude: number): void;
}

function ClickToPick({ onPick }: Pick<LocationMapProps, 'onPick'>) {
  useMapEvents({
    click(event) {
      // Six decimals: about 10 cm, more than a map click can mean.
      onPick(Number(event.latlng.lat.toFixed(6)), Number(event.latlng.lng.toFixed(6)));
    },
  });
  return null;
}

export default function LocationMap({ latitude, longitude, tileUrl, label, tilesFailed, onPick }: LocationMapProps) {
  const placed = latitude !== null && longitude !== null;
  return (
    <MapContainer
      center={placed ? [latitude, longitude] : COUNTRY_CENTRE}
      zoom={placed ? BRANCH_ZOOM - 2 : COUNTRY_ZOOM}
      style={{ height: 320, width: '100%', borderRadius: 8 }}
      aria-label={label}
    >
      <WatchedTileLayer url={tileUrl} failedMessage={tilesFailed} />
      <ClickToPick onPick={onPick} />
      {placed && <Marker position={[latitude, longitude]} icon={pin} />}
    </MapContainer>
  );
}
