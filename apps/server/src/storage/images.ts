/**
 * Image re-encoding (sharp), the CPU-heavy part of an upload. sharp decodes and encodes on libuv's
 * thread pool, off the event loop; what keeps the process answering while a large photo is worked on
 * is that only a bounded amount of that work runs at once: one image at a time, with libvips limited
 * to fewer threads than the machine has cores, so a core stays free for the event loop (and, with
 * the embedded database, for every query). Callers queue for a slot; nobody holds a database
 * transaction while waiting or working (the write path prepares files before it opens one).
 */
import os from 'node:os';
import sharp from 'sharp';
import type { FileKind } from './kinds';

const IMAGE_LIMITS = {
  /** Decoding a bigger picture is refused before its pixels are allocated. */
  maxInputPixels: 40_000_000,
  /** Longest side of a stored image. */
  maxDimension: 4096,
  /** Images worked on at the same time in this process. */
  parallelImages: 1,
  /** libvips threads per image: all cores but one (at least one). */
  threadsPerImage: Math.max(1, os.availableParallelism() - 1),
} as const;

sharp.concurrency(IMAGE_LIMITS.threadsPerImage);

/** A counting semaphore: at most `size` holders, the others wait in arrival order. */
class WorkSlots {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** How many callers are waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Resolves with the function that gives the slot back (call it once). */
  acquire(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.active += 1;
        let released = false;
        resolve(() => {
          if (released) return;
          released = true;
          this.active -= 1;
          this.queue.shift()?.();
        });
      };
      if (this.active < this.size && this.queue.length === 0) grant();
      else this.queue.push(grant);
    });
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

/** The process's slots for image work. */
export const imageSlots = new WorkSlots(IMAGE_LIMITS.parallelImages);

/**
 * Decodes the file as the sniffed format and re-encodes it without any metadata (EXIF, GPS, XMP,
 * IPTC, ICC), orientation applied and the longest side capped. Throws when the content does not
 * decode as that format or is over the pixel limit.
 */
export function reencodeImage(file: string, format: NonNullable<FileKind['image']>): Promise<Buffer> {
  return imageSlots.run(async () => {
    const animated = format === 'gif' || format === 'webp';
    const input = sharp(file, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, animated, failOn: 'error' });
    const metadata = await input.metadata();
    // sharp also reads SVG, PDF and more: make sure it decodes what the sniffing saw.
    if (metadata.format !== format) throw new Error(`decoded as ${metadata.format}, sniffed as ${format}`);
    // No withMetadata()/keepMetadata(): EXIF, XMP, IPTC and ICC are all left behind.
    const pipeline = input.rotate().resize({
      width: IMAGE_LIMITS.maxDimension,
      height: IMAGE_LIMITS.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (format) {
      case 'jpeg':
        return pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'png':
        return pipeline.png({ compressionLevel: 8 }).toBuffer();
      case 'webp':
        return pipeline.webp({ quality: 85 }).toBuffer();
      case 'gif':
        return pipeline.gif().toBuffer();
    }
  });
}

/**
 * Narrower copies of a re-encoded still picture, in its format, at each width it is wider than
 * (IMAGE_WIDTHS): pages offer them in a `srcset`, so a phone does not download a desktop banner.
 * Animated pictures get none.
 */
export function resizedCopies(
  bytes: Buffer,
  format: NonNullable<FileKind['image']>,
  widths: readonly number[],
): Promise<{ width: number; bytes: Buffer }[]> {
  if (format === 'gif') return Promise.resolve([]);
  return imageSlots.run(async () => {
    const metadata = await sharp(bytes).metadata();
    if ((metadata.pages ?? 1) > 1 || !metadata.width) return [];
    const copies: { width: number; bytes: Buffer }[] = [];
    for (const width of widths.filter((w) => w < (metadata.width ?? 0))) {
      const pipeline = sharp(bytes).resize({ width });
      const encoded =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 80, mozjpeg: true })
          : format === 'png'
            ? pipeline.png({ compressionLevel: 8 })
            : pipeline.webp({ quality: 80 });
      copies.push({ width, bytes: await encoded.toBuffer() });
    }
    return copies;
  });
}
