// Each table has one owner, and only its owner writes it (docs/decisions.md, "Modules own their
// tables"): another domain changes a table through the owner's public.ts, inside the caller's
// transaction. The check reads the syntax of every server file: a call `.insert(t)`, `.update(t)`
// or `.delete(t)`, or a `table: t` handed to the kernel's transitions, where `t` is a table imported
// from the schema, is a write of `t`. Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { checkServerSources, serverSrc } from './server-sources.mjs';

/** Every table's owner: a folder of apps/server/src (a domain, or the kernel's or plugins' file). */
export const OWNERS = {
  // the kernel: the write path's own bookkeeping, shared by every domain
  logActions: 'kernel',
  ledgerAccounts: 'kernel',
  ledgerEntries: 'kernel',
  outbox: 'kernel',
  statusHistory: 'kernel',
  formSubmissions: 'kernel',
  loginThrottle: 'kernel',
  // sessions: the plugins read them on every request and issue and end them for sign-in and sign-out
  adminTokens: 'plugins',
  customerTokens: 'plugins',
  roles: 'modules/roles',
  permissions: 'modules/roles',
  rolePermissions: 'modules/roles',
  admins: 'modules/admins',
  loginKnownAddresses: 'modules/auth',
  branchServices: 'modules/branches',
  branches: 'modules/branches',
  branchTimeShifts: 'modules/branches',
  branchServiceLinks: 'modules/branches',
  nationalities: 'modules/careers',
  employmentSettings: 'modules/careers',
  employmentRequests: 'modules/careers',
  employmentRequestAttachments: 'modules/careers',
  news: 'modules/investor',
  indicators: 'modules/investor',
  reports: 'modules/investor',
  reportFiles: 'modules/investor',
  financeMarket: 'modules/investor',
  investigators: 'modules/investor',
  investorQuestions: 'modules/investor',
  magazineCategories: 'modules/magazine',
  magazineSubcategories: 'modules/magazine',
  articles: 'modules/magazine',
  contactMessages: 'modules/messages',
  menuItems: 'modules/site',
  websiteContacts: 'modules/site',
  homeStatistics: 'modules/site',
  sliderImages: 'modules/site',
  homePageSections: 'modules/site',
  investorPageSections: 'modules/site',
  aboutPage: 'modules/site',
  visits: 'modules/visits',
  visitKeys: 'modules/visits',
  mainBanners: 'modules/store/banners',
  adsBanners: 'modules/store/banners',
  offerBanners: 'modules/store/banners',
  offersHeader: 'modules/store/banners',
  deviceTokens: 'modules/store/push',
  pushNotifications: 'modules/store/push',
  storeCategories: 'modules/store/categories',
  storeSubcategories: 'modules/store/categories',
  products: 'modules/store/products',
  productStock: 'modules/store/products',
  productCount: 'modules/store/products',
  insuranceCompanies: 'modules/store/companies',
  cartItems: 'modules/store/orders',
  prescriptions: 'modules/store/prescriptions',
  prescriptionFiles: 'modules/store/prescriptions',
  customers: 'modules/store/customers',
  loyaltySettings: 'modules/store/loyalty',
  productReviews: 'modules/store/reviews',
  availabilityRequests: 'modules/store/products',
  deliveryCities: 'modules/store/delivery',
  deliveryDistricts: 'modules/store/delivery',
  branchDistricts: 'modules/store/delivery',
  customerAddresses: 'modules/store/customers',
  staffNotificationsSeen: 'modules/store/notifications',
  orders: 'modules/store/orders',
  orderCounts: 'modules/store/orders',
  orderLines: 'modules/store/orders',
  coupons: 'modules/store/promotions',
  couponProducts: 'modules/store/promotions',
  offers: 'modules/store/promotions',
  offerProducts: 'modules/store/promotions',
};

/** Files that write any table: the demo and scale seeds, migrations and tests set data up. */
const EXEMPT = [/^cli\//, /^db\//, /^test\//, /\.test\.ts$/];

const SCHEMA_IMPORT = /(^|\/)db\/schema\/[a-z-]+$/;
const WRITE_CALLS = new Set(['insert', 'update', 'delete']);

/** The tables the schema declares (`export const x = pgTable(...)`), by name. */
export function declaredTables() {
  const dir = path.join(serverSrc, 'db/schema');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) => [...fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^export const (\w+) = pgTable\(/gm)])
    .map((m) => m[1]);
}

/** The tables a file writes, given its path relative to apps/server/src and its text. */
export function writtenTables(relative, text) {
  const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const tables = new Map(); // local name → table name
  const written = new Set();
  const tableOf = (node) => (node && ts.isIdentifier(node) ? tables.get(node.text) : undefined);
  const visit = (node) => {
    if (
      ts.isImportDeclaration(node) &&
      SCHEMA_IMPORT.test(node.moduleSpecifier.text) &&
      node.importClause?.namedBindings &&
      ts.isNamedImports(node.importClause.namedBindings)
    ) {
      for (const element of node.importClause.namedBindings.elements) {
        tables.set(element.name.text, (element.propertyName ?? element.name).text);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITE_CALLS.has(node.expression.name.text)
    ) {
      const table = tableOf(node.arguments[0]);
      if (table) written.add(table);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'table') {
      const table = tableOf(node.initializer);
      if (table) written.add(table);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...written];
}

/** The owner a file belongs to: its domain folder, or 'kernel' / 'plugins'. */
export function ownerOf(relative) {
  const parts = relative.split('/');
  if (parts[0] === 'modules') return parts.slice(0, parts[1] === 'store' ? 3 : 2).join('/');
  return parts[0].replace(/\.ts$/, '');
}

/** The writes a file makes to tables it does not own. */
export function foreignWrites(relative, text) {
  if (EXEMPT.some((pattern) => pattern.test(relative))) return [];
  const owner = ownerOf(relative);
  return writtenTables(relative, text)
    .filter((table) => OWNERS[table] !== owner)
    .map((table) => `${relative} writes ${table}, owned by ${OWNERS[table] ?? 'nobody (declare its owner)'}`);
}

test('every table has an owner', () => {
  const tables = declaredTables();
  assert.ok(tables.length > 50, 'the schema was read');
  assert.deepEqual(
    tables.filter((t) => !(t in OWNERS)),
    [],
  );
  assert.deepEqual(
    Object.keys(OWNERS).filter((t) => !tables.includes(t)),
    [],
    'owners of tables that no longer exist',
  );
});

test('only its owner writes a table', () => {
  const found = checkServerSources(foreignWrites);
  assert.deepEqual(found, []);
});

test('the check catches a foreign write in each form, and lets the owner and the seeds write', () => {
  const imports = "import { coupons, orders as sales } from '../../../db/schema/index';\n";
  const file = 'modules/store/orders/checkout-service.ts';
  assert.deepEqual(foreignWrites(file, `${imports}await tx.update(coupons).set({ usageCount: 1 });`), [
    `${file} writes coupons, owned by modules/store/promotions`,
  ]);
  assert.deepEqual(foreignWrites(file, `${imports}await db\n  .insert(coupons)\n  .values(row);`), [
    `${file} writes coupons, owned by modules/store/promotions`,
  ]);
  assert.deepEqual(foreignWrites(file, `${imports}await scope.tx.delete(coupons).where(x);`), [
    `${file} writes coupons, owned by modules/store/promotions`,
  ]);
  assert.deepEqual(foreignWrites(file, `${imports}await transition(tx, M, { table: coupons, id }, 1, 2, actor);`), [
    `${file} writes coupons, owned by modules/store/promotions`,
  ]);
  // Its own table under another name, a foreign table only read, and a map's delete are not foreign writes.
  assert.deepEqual(foreignWrites(file, `${imports}await tx.update(sales).set({ status: 2 });`), []);
  assert.deepEqual(foreignWrites(file, `${imports}await tx.select().from(coupons).innerJoin(sales, on);`), []);
  assert.deepEqual(foreignWrites(file, `${imports}const seen = new Map(); seen.delete(coupons.id);`), []);
  assert.deepEqual(foreignWrites('cli/demo/store.ts', `${imports}await db.insert(coupons).values(rows);`), []);
  assert.deepEqual(
    foreignWrites('modules/store/orders/x.test.ts', `${imports}await db.insert(coupons).values(r);`),
    [],
  );
  // A table nobody owns is named as such.
  assert.deepEqual(
    foreignWrites(file, "import { newTable } from '../../../db/schema/index';\nawait tx.insert(newTable).values(r);"),
    [`${file} writes newTable, owned by nobody (declare its owner)`],
  );
});
