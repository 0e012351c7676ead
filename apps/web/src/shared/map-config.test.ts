import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TILE_URL, resolveTileUrl } from './map-config';

const TILES = 'https://tiles.example/{z}/{x}/{y}.png';

describe('resolveTileUrl', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("takes the server's setting, then the page's meta, then the default", () => {
    expect(resolveTileUrl({ map_tile_url: TILES })).toBe(TILES);
    expect(resolveTileUrl({ map_tile_url: 'no placeholders' })).toBe(DEFAULT_TILE_URL);
    document.head.innerHTML = `<meta name="map-tile-url" content="${TILES}">`;
    expect(resolveTileUrl({})).toBe(TILES);
  });

  it('answers without a document, as on the server rendering a page opened with its map', () => {
    document.head.innerHTML = `<meta name="map-tile-url" content="${TILES}">`;
    vi.stubGlobal('document', undefined);
    try {
      expect(resolveTileUrl(undefined)).toBe(DEFAULT_TILE_URL);
      expect(resolveTileUrl({ map_tile_url: TILES })).toBe(TILES);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
