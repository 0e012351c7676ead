// The public site's JavaScript stays small (docs/performance.md, "The public site before server
// rendering"): it imports the contracts' index for types only, and its values from modules of the
// contracts that do not bring zod (the index brings zod and every schema, about 35 KB gzip, to a
// visitor's phone). Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const publicSite = path.join(root, 'apps/web/src/public-site');
const contracts = path.join(root, 'packages/contracts/src');

/** Every import statement of a file: its specifier and whether it is type-only. */
function importsOf(file) {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gms)].map((m) => ({
    typeOnly: Boolean(m[1]),
    from: m[2],
  }));
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { recursive: true }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
}

test("the public site takes only types from the contracts' index", () => {
  const offenders = sourceFiles(publicSite).filter((file) =>
    importsOf(path.join(publicSite, file)).some((i) => i.from === '@app/contracts' && !i.typeOnly),
  );
  assert.deepEqual(offenders, []);
});

test('the contracts modules the public site takes values from do not bring zod', () => {
  const used = new Set();
  for (const file of sourceFiles(publicSite)) {
    for (const { from, typeOnly } of importsOf(path.join(publicSite, file))) {
      if (!typeOnly && from.startsWith('@app/contracts/')) used.add(from.slice('@app/contracts/'.length));
    }
  }
  assert.ok(used.size > 0);
  const seen = new Set();
  const bringsZod = (name) => {
    if (seen.has(name)) return false;
    seen.add(name);
    return importsOf(path.join(contracts, `${name}.ts`)).some(
      ({ from, typeOnly }) => !typeOnly && (from === 'zod' || (from.startsWith('./') && bringsZod(from.slice(2)))),
    );
  };
  assert.deepEqual([...used].filter(bringsZod), []);
});
