// Proves that lint enforces the import boundaries (biome.json overrides): each probe file breaks one
// rule and must be reported; the allowed probe must not be. Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const forbidden = {
  'an area imports another area': ['apps/web/src/company-admin/boundary-probe.ts', "'../store-admin/menu'"],
  'the public site imports a staff area': ['apps/web/src/public-site/boundary-probe.ts', "'../company-admin/routes'"],
  'shared imports an area': ['apps/web/src/shared/boundary-probe.ts', "'../public-site/routes'"],
  'shared imports the app shell': ['apps/web/src/shared/boundary-probe.ts', "'../app/router'"],
  'an area imports the app shell': ['apps/web/src/store-admin/boundary-probe.ts', "'../app/router'"],
  'the web imports the server by path': ['apps/web/src/login/boundary-probe.ts', "'../../../server/src/app'"],
  'the web imports the server package': ['apps/web/src/login/boundary-probe.ts', "'@app/server'"],
  'the web imports the database library': ['apps/web/src/shared/boundary-probe.ts', "'drizzle-orm'"],
  'contracts import an app': ['packages/contracts/src/boundary-probe.ts', "'../../../apps/server/src/app'"],
  "a module's admin routes import the schema": [
    'apps/server/src/modules/boundary-probe/admin-routes.ts',
    "'../../db/schema/index'",
  ],
  "a module's public routes import the database library": [
    'apps/server/src/modules/boundary-probe/public-routes.ts',
    "'drizzle-orm'",
  ],
  "a group's customer routes import the schema": [
    'apps/server/src/modules/store/boundary-probe/customer-routes.ts',
    "'../../../db/schema/index'",
  ],
};

const allowed = {
  'an area imports shared and contracts': [
    'apps/web/src/company-admin/boundary-probe.ts',
    ["'../shared/resource'", "'@app/contracts'"],
  ],
  'a service imports the schema': ['apps/server/src/modules/boundary-probe/service.ts', ["'../../db/schema/index'"]],
};

// Every probe is written at once under a name of its own, and Biome runs once over all of them.
const cases = [
  ...Object.entries(forbidden).map(([name, [file, specifier]]) => ({
    name,
    file,
    specifiers: [specifier],
    refused: true,
  })),
  ...Object.entries(allowed).map(([name, [file, specifiers]]) => ({ name, file, specifiers, refused: false })),
].map((c, i) => ({ ...c, file: c.file.replace(/boundary-probe(?=[./])/, `boundary-probe-${i}`) }));

function lintAll() {
  const created = [];
  try {
    for (const c of cases) {
      const full = path.join(root, c.file);
      const dir = path.dirname(full);
      // mkdirSync answers the first folder it had to create: removing that removes every new one.
      const firstCreated = fs.mkdirSync(dir, { recursive: true });
      if (firstCreated) created.push(firstCreated);
      const body = c.specifiers.map((s, i) => `import * as probe${i} from ${s};\nexport const use${i} = probe${i};\n`);
      fs.writeFileSync(full, body.join(''));
      created.push(full);
    }
    const args = ['biome', 'lint', '--max-diagnostics=none', ...cases.map((c) => c.file)];
    const result = spawnSync('npx', args, { cwd: root, encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    for (const item of created.reverse()) fs.rmSync(item, { recursive: true, force: true });
  }
}

const output = lintAll();
const reported = (file) =>
  output.split('\n').some((line) => line.startsWith(file) && line.includes('noRestrictedImports'));

for (const c of cases) {
  test(`lint ${c.refused ? 'refuses' : 'allows'}: ${c.name}`, () => {
    assert.equal(reported(c.file), c.refused);
  });
}
