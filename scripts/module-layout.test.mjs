// One layout for every server domain (docs/decisions.md, "One module layout"): a domain lives in
// modules/<domain>/ (store domains in modules/store/<domain>/), its routes in admin-routes.ts,
// public-routes.ts or customer-routes.ts, its logic in service.ts, admin-service.ts,
// customer-service.ts or <topic>-service.ts, its scheduled jobs in jobs.ts. A domain imports nothing of another domain but its public.ts (what it offers
// the others: spend a coupon, move a prescription, queue a push), and nothing below the modules
// (kernel, lib, plugins, db) imports them.
// Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkServerSources } from './server-sources.mjs';

const ROUTE_FILE = /^(admin|public|customer)-routes\.ts$/;
/** The other names a domain's file may have (apps/server/README.md, "Module layout"). */
const LOGIC_FILE = /^((admin|customer|[a-z]+(-[a-z]+)*)-)?service\.ts$|^public\.ts$|^jobs\.ts$/;
/** Files with no database work (texts, input rules, pictures) may have a name of their own. */
const TOUCHES_DATABASE = /from\s+['"](drizzle-orm|[./]*db\/(schema\/[a-z-]+|client))['"]/;
const isTest = (relative) => relative.endsWith('.test.ts');
/** A domain's offer to the others: `modules/<domain>/public` (an import path has no extension). */
const isPublic = (target) => domainOf(target) !== null && /^modules\/(store\/)?[a-z-]+\/public$/.test(target);

/** The domain a file under modules/ belongs to ('store/orders' for the store group), or null. */
export function domainOf(relative) {
  const parts = relative.split('/');
  if (parts[0] !== 'modules' || parts.length < 3) return null;
  return parts[1] === 'store' ? (parts.length < 4 ? null : `store/${parts[2]}`) : parts[1];
}

/** Files that may import the modules: the app's assembly, the command-line tools and test helpers. */
const ABOVE_MODULES = [/^app\.ts$/, /^main\.ts$/, /^modules\/index\.ts$/, /^cli\//, /^test\//];

function importedPaths(relative, text) {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]);
  return specifiers.map((s) => path.posix.normalize(path.posix.join(path.posix.dirname(relative), s)));
}

/** The layout rules a file breaks, given its path relative to apps/server/src and its text. */
export function violations(relative, text) {
  const found = [];
  const name = path.posix.basename(relative);
  const domain = domainOf(relative);
  if (relative.startsWith('modules/')) {
    if (/routes\.ts$/.test(name) && !ROUTE_FILE.test(name)) {
      found.push(`${relative} is a route file not named admin-routes.ts, public-routes.ts or customer-routes.ts`);
    }
    const isLogicName = ROUTE_FILE.test(name) || LOGIC_FILE.test(name) || relative === 'modules/index.ts';
    if (!isTest(relative) && !isLogicName && TOUCHES_DATABASE.test(text)) {
      found.push(
        `${relative} uses the database under a name of its own (service.ts, <topic>-service.ts, public.ts or jobs.ts)`,
      );
    }
    if (relative.split('/').slice(0, -1).includes('admin')) {
      found.push(`${relative} is in an admin/ folder (staff files are admin-routes.ts and admin-service.ts)`);
    }
  }
  if (relative === 'modules/index.ts') {
    for (const target of importedPaths(relative, text)) {
      if (!ROUTE_FILE.test(`${path.posix.basename(target)}.ts`)) found.push(`${relative} registers ${target}`);
    }
  }
  if (isTest(relative)) return found;
  for (const target of importedPaths(relative, text)) {
    const targetDomain = domainOf(target);
    if (domain && target.startsWith('modules/') && targetDomain !== domain && !isPublic(target)) {
      found.push(`${relative} imports another domain's ${target}`);
    } else if (domain && target.startsWith('cli/')) {
      found.push(`${relative} imports the command-line tools (${target})`);
    } else if (!domain && target.startsWith('modules/') && !ABOVE_MODULES.some((p) => p.test(relative))) {
      found.push(`${relative} imports a module (${target})`);
    }
  }
  return found;
}

test('every server domain has the one layout and imports no other domain', () => {
  const found = checkServerSources(violations);
  assert.deepEqual(found, []);
});

test('the check catches each way of breaking the layout', () => {
  assert.deepEqual(violations('modules/news/routes.ts', ''), [
    'modules/news/routes.ts is a route file not named admin-routes.ts, public-routes.ts or customer-routes.ts',
  ]);
  assert.deepEqual(violations('modules/store/orders/stock.ts', "import { orders } from '../../../db/schema/index';"), [
    'modules/store/orders/stock.ts uses the database under a name of its own (service.ts, <topic>-service.ts, public.ts or jobs.ts)',
  ]);
  assert.deepEqual(violations('modules/store/orders/refunds.ts', "import { eq } from 'drizzle-orm';"), [
    'modules/store/orders/refunds.ts uses the database under a name of its own (service.ts, <topic>-service.ts, public.ts or jobs.ts)',
  ]);
  assert.deepEqual(violations('modules/store/orders/stock-service.ts', "import { eq } from 'drizzle-orm';"), []);
  assert.deepEqual(
    violations('modules/careers/labels.ts', "import { registerFieldLabels } from '../../i18n/messages';"),
    [],
  );
  assert.deepEqual(violations('modules/news/admin/service.ts', ''), [
    'modules/news/admin/service.ts is in an admin/ folder (staff files are admin-routes.ts and admin-service.ts)',
  ]);
  assert.deepEqual(violations('modules/index.ts', "import newsRoutes from './news/service';"), [
    'modules/index.ts registers modules/news/service',
  ]);
  assert.deepEqual(violations('modules/careers/service.ts', "import { quota } from '../messages/service';"), [
    "modules/careers/service.ts imports another domain's modules/messages/service",
  ]);
  assert.deepEqual(violations('modules/store/orders/service.ts', "import { x } from '../wallet/service';"), [
    "modules/store/orders/service.ts imports another domain's modules/store/wallet/service",
  ]);
  assert.deepEqual(violations('modules/store/orders/service.ts', "import { x } from '../wallet/sub/public';"), [
    "modules/store/orders/service.ts imports another domain's modules/store/wallet/sub/public",
  ]);
  assert.deepEqual(violations('plugins/auth.ts', "import { x } from '../modules/store/wallet/public';"), [
    'plugins/auth.ts imports a module (modules/store/wallet/public)',
  ]);
  assert.deepEqual(violations('modules/site/service.ts', "import { a } from '../../cli/demo/assets';"), [
    'modules/site/service.ts imports the command-line tools (cli/demo/assets)',
  ]);
  assert.deepEqual(violations('plugins/auth.ts', "import { x } from '../modules/auth/admin-service';"), [
    'plugins/auth.ts imports a module (modules/auth/admin-service)',
  ]);
  // Allowed: inside one domain (sub-folders included), tests, the assembly and the command-line tools.
  assert.deepEqual(violations('modules/investor/news/admin-service.ts', "import { a } from '../service';"), []);
  assert.deepEqual(violations('modules/store/orders/admin-routes.ts', "import { a } from './admin-service';"), []);
  assert.deepEqual(violations('modules/store/orders/service.ts', "import { spend } from '../promotions/public';"), []);
  assert.deepEqual(violations('modules/careers/service.ts', "import { a } from '../messages/public';"), []);
  assert.deepEqual(violations('modules/careers/careers.test.ts', "import { a } from '../../cli/demo/assets';"), []);
  assert.deepEqual(violations('modules/index.ts', "import newsRoutes from './news/admin-routes';"), []);
  assert.deepEqual(violations('cli/seed.ts', "import { a } from '../modules/site/service';"), []);
});
