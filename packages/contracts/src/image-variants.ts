/**
 * Smaller copies of a public picture, made when it is uploaded (apps/server storage): the same
 * name with `-w{width}` before the extension, in the same format. A copy that does not exist (a
 * picture smaller than the width, or stored before copies were made) is redirected to the
 * original, so an address built here always shows the picture. No zod: the public site imports it.
 */

/** The widths copies are made at (a phone, a tablet or half a desktop). */
export const IMAGE_WIDTHS = [480, 960] as const;

const STILL_PICTURE = /^(\/uploads\/.+)\.(jpe?g|png|webp)$/i;

/** `/uploads/news/ab.webp` at 480 → `/uploads/news/ab-w480.webp`; null for anything else. */
export function imageVariant(url: string, width: number): string | null {
  const match = STILL_PICTURE.exec(url);
  return match ? `${match[1]}-w${width}.${match[2]}` : null;
}

/** The original of a copy's address (`...-w480.webp` → `....webp`), or null when it names no copy. */
export function originalOfVariant(url: string): string | null {
  const match = /^(\/uploads\/.+)-w(\d+)\.(jpe?g|png|webp)$/i.exec(url);
  if (!match || !IMAGE_WIDTHS.includes(Number(match[2]) as (typeof IMAGE_WIDTHS)[number])) return null;
  return `${match[1]}.${match[3]}`;
}

/**
 * A `srcset` of a stored picture: its copies, then the original at `width` (the width the page
 * lays it out for at most). Undefined for a picture from elsewhere.
 */
export function imageSrcSet(url: string | null | undefined, width: number): string | undefined {
  if (!url || !STILL_PICTURE.test(url)) return undefined;
  const copies = IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${imageVariant(url, w)} ${w}w`);
  return [...copies, `${url} ${width}w`].join(', ');
}
