import { BRAND } from '@app/contracts/brand';
import { SITE_SHARE_IMAGE } from '@app/contracts/page-render';
import sharp from 'sharp';

/**
 * The site's picture for shared links: the brand's mark (the cross of the site's icon) on its
 * colour, 1200×630 as Open Graph asks. It has no words: link previews write the page's title and
 * site name under it in the reader's language, and the server needs no fonts to draw it.
 */
function shareImageSvg(): string {
  const { width, height } = SITE_SHARE_IMAGE;
  const { primary, accent } = BRAND.colors;
  const tile = 280;
  const x = (width - tile) / 2;
  const y = (height - tile) / 2;
  // The icon's cross (favicon.svg, a 64-unit square), scaled to the tile.
  const scale = tile / 64;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${primary}"/>
      <stop offset="1" stop-color="#064e4b"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.12}" cy="${height * 0.15}" r="210" fill="${accent}" fill-opacity="0.07"/>
  <circle cx="${width * 0.9}" cy="${height * 0.92}" r="260" fill="${accent}" fill-opacity="0.07"/>
  <rect x="${x}" y="${y}" width="${tile}" height="${tile}" rx="${14 * scale}" fill="${accent}"/>
  <path transform="translate(${x} ${y}) scale(${scale})" fill="${primary}" d="M27 14h10v13h13v10H37v13H27V37H14V27h13z"/>
</svg>`;
}

let drawn: Promise<Buffer> | null = null;

/** The picture as PNG, drawn once per process. */
export function shareImagePng(): Promise<Buffer> {
  drawn ??= sharp(Buffer.from(shareImageSvg())).png({ compressionLevel: 9, palette: true }).toBuffer();
  return drawn;
}
