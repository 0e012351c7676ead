// Every change a person or the system makes goes through the kernel's one write path (`mutate`),
// which writes the action-log row in the change's transaction. So outside the kernel no server
// file opens a transaction of its own or writes the log directly. Run with `node --test scripts/`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkServerSources } from './server-sources.mjs';

/** Where a transaction of its own is fine, and why. Paths relative to apps/server/src. */
const ALLOWED = [
  [/^kernel\//, 'the write path itself'],
  [/^db\//, 'migrations and database set-up'],
  [/^cli\//, 'command-line tools (they log as the system through the kernel) and the demo data they write'],
  [/^test\//, 'test helpers'],
  [/\.test\.ts$/, 'tests'],
  [/^modules\/auth\/admin-service\.ts$/, 'sign-in bookkeeping (throttle counters, tokens) and its log rows'],
];

const RULES = [
  { name: 'opens a transaction', pattern: /\.transaction\(/ },
  { name: 'writes the action log directly', pattern: /from\s+['"][./]*(?:kernel\/)?action-log['"]/ },
];

/** The rules a file breaks, given its path relative to apps/server/src and its text. */
export function violations(relative, text) {
  if (ALLOWED.some(([pattern]) => pattern.test(relative))) return [];
  return RULES.filter((rule) => rule.pattern.test(text)).map((rule) => `${relative} ${rule.name}`);
}

test('no server file outside the kernel opens a transaction or writes the action log', () => {
  const found = checkServerSources(violations);
  assert.deepEqual(found, [], 'use mutate() from src/kernel/mutate.ts');
});

test('the check catches a module that opens a transaction or imports the log writer', () => {
  assert.deepEqual(violations('modules/store/orders/service.ts', 'await ctx.db.transaction(async (tx) => {'), [
    'modules/store/orders/service.ts opens a transaction',
  ]);
  assert.deepEqual(violations('modules/news/service.ts', "import { recordAction } from '../../kernel/action-log';"), [
    'modules/news/service.ts writes the action log directly',
  ]);
  assert.deepEqual(violations('kernel/mutate.ts', 'await ctx.db.transaction(async (tx) => {'), []);
  assert.deepEqual(violations('modules/news/news.test.ts', 'await db.transaction(async (tx) => {'), []);
});
