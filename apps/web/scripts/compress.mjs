// Writes .br and .gz beside every compressible file in dist so the server can serve them
// pre-compressed (no compression work per request). woff2 is already Brotli-compressed inside,
// so it is skipped; a sibling is kept only when it is smaller than the original.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.ico',
  '.webmanifest',
  // woff (the fallback format) is zlib-packed per table; a sibling is kept only if it still wins.
  '.woff',
]);
const BINARY = new Set(['.woff', '.ico']);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const source = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: BINARY.has(extname(path))
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const written = [];
  if (br.length < source.length) {
    await writeFile(`${path}.br`, br);
    written.push('br');
  }
  if (gzipped.length < source.length) {
    await writeFile(`${path}.gz`, gzipped);
    written.push('gz');
  }
  return { original: source.length, br: br.length, gz: gzipped.length, written };
}

async function main() {
  try {
    await stat(root);
  } catch {
    console.error(`compress: ${root} does not exist; run the build first.`);
    process.exit(1);
  }
  let files = 0;
  let before = 0;
  let afterBr = 0;
  const jobs = [];
  for await (const path of walk(root)) {
    if (!EXTENSIONS.has(extname(path))) continue;
    jobs.push(
      compressFile(path).then((result) => {
        files += 1;
        before += result.original;
        afterBr += Math.min(result.br, result.original);
      }),
    );
  }
  await Promise.all(jobs);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`compress: ${files} files, ${kb(before)} -> ${kb(afterBr)} (brotli)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
