/**
 * Does a large image upload hold up everyone else? Starts the built server (embedded database),
 * measures `/api/health` (a database query) and `/api/admin/profile` (a staff read) while idle, then
 * again while a staff member uploads three large noisy photos to the home slider. Prints the ratio
 * of the latencies during the upload to the idle ones; nothing fails on a number.
 *
 *   npm run build && npx tsx bench/upload-stall.ts
 *   BENCH_SERVER_BUNDLE=/path/to/older/main.js npx tsx bench/upload-stall.ts   # the same on another build
 */
import sharp from 'sharp';
import { DEMO_ADMIN } from '../e2e/support/chromium';
import { startAppServer } from './lib/app-server';
import { signIn } from './lib/scale';

const SIDE = Number(process.env.BENCH_UPLOAD_SIDE ?? 6000);
const PHOTOS = Number(process.env.BENCH_UPLOAD_PHOTOS ?? 3);

/** A noisy photo (noise compresses badly, so decoding and encoding it is the worst case). */
async function noisyJpeg(side: number): Promise<Buffer> {
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function timed(url: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Polls both reads one after another until `until` settles; answers their latencies. */
async function poll(origin: string, token: string, until: Promise<unknown> | number) {
  const health: number[] = [];
  const profile: number[] = [];
  let done = false;
  if (typeof until === 'number') setTimeout(() => (done = true), until);
  else until.finally(() => (done = true));
  while (!done) {
    health.push(await timed(`${origin}/api/health`, token));
    profile.push(await timed(`${origin}/api/admin/profile`, token));
  }
  return { health, profile };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const max = (values: number[]) => Math.max(...values);
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  process.env.UPLOAD_MAX_FILE_MB = '40';
  process.env.UPLOAD_MAX_REQUEST_MB = '200';
  process.env.LOG_LEVEL = 'warn';
  const photos = await Promise.all(Array.from({ length: PHOTOS }, () => noisyJpeg(SIDE)));
  const server = await startAppServer(undefined, { logLevel: 'warn' });
  try {
    const token = await signIn(server.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const idle = await poll(server.origin, token, 3000);

    const form = new FormData();
    for (const [i, photo] of photos.entries()) {
      form.append(`images[${i}]`, new File([new Uint8Array(photo)], `photo-${i}.jpg`, { type: 'image/jpeg' }));
    }
    const started = performance.now();
    const upload = fetch(`${server.origin}/api/admin/home_page_slider`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, locale: 'en' },
      body: form,
    }).then(async (response) => ({
      status: response.status,
      ms: performance.now() - started,
      body: await response.text(),
    }));
    const busy = await poll(server.origin, token, upload);
    const answer = await upload;

    const megabytes = photos.reduce((sum, photo) => sum + photo.length, 0) / 1024 / 1024;
    console.log(
      `upload: ${PHOTOS} noisy JPEGs of ${SIDE}×${SIDE} (${megabytes.toFixed(1)} MB), answered ${answer.status} in ${ms(answer.ms)}`,
    );
    if (answer.status >= 300) console.log(answer.body.slice(0, 300));
    for (const name of ['health', 'profile'] as const) {
      const base = median(idle[name]);
      console.log(
        `${name.padEnd(8)} idle median ${ms(base)} | during upload: median ${ms(median(busy[name]))} (×${(median(busy[name]) / base).toFixed(1)}), worst ${ms(max(busy[name]))} (×${(max(busy[name]) / base).toFixed(1)}), ${busy[name].length} answers`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
