/**
 * Map settings of the branch finder. The tile server is configuration (MAP_TILE_URL on the server):
 * taken from GET /api/settings (`map_tile_url`) when the server offers it, else from
 * `<meta name="map-tile-url">` in the page, else the public OpenStreetMap tiles below.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** One branch is shown at street level (spec: zoom 16). */
export const BRANCH_ZOOM = 16;

function usable(value: unknown): value is string {
  return typeof value === 'string' && value.includes('{z}') && value.includes('{x}') && value.includes('{y}');
}

export function resolveTileUrl(
  settings: Record<string, unknown> | undefined,
  // None on the server, which renders a page opened with its map (`/branches?map`) too.
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): string {
  if (settings && usable(settings.map_tile_url)) return settings.map_tile_url;
  const meta = doc?.querySelector<HTMLMetaElement>('meta[name="map-tile-url"]')?.content;
  if (usable(meta)) return meta;
  return DEFAULT_TILE_URL;
}
