/// <reference types="vite/client" />
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { type FakePaytabs, startFakePaytabs } from '../test/fake-paytabs';
import { createTestContext, type TestContext } from '../test/harness';
import { registerCustomer } from '../test/store-customers';
import {
  writeFixtures as baseFixtures,
  defaultRefusal,
  type ExpectedActor,
  MISSING_ID,
  type PreparedCall,
  type ShopWalk,
  type ShopWriteFixture,
  type WriteFixture,
} from '../test/write-fixtures';

// Each module keeps the fixtures of its write routes in `test/fixtures/<module>-writes.ts`: the admin
// routes' as `writeFixtures`, the shop's as `shopWriteFixtures`, so each walk takes its own.
interface FixtureModule {
  writeFixtures?: Record<string, WriteFixture>;
  shopWriteFixtures?: Record<string, ShopWriteFixture>;
  shopReadOnlyCalls?: Record<string, ShopWriteFixture['valid']>;
}
const fixtureModules = Object.values(import.meta.glob<FixtureModule>('../test/fixtures/*-writes.ts', { eager: true }));
const writeFixtures: Record<string, WriteFixture> = Object.assign(
  {},
  baseFixtures,
  ...fixtureModules.map((m) => m.writeFixtures ?? {}),
);
const shopWriteFixtures: Record<string, ShopWriteFixture> = Object.assign(
  {},
  ...fixtureModules.map((m) => m.shopWriteFixtures ?? {}),
);
const shopReadOnlyCalls: NonNullable<FixtureModule['shopReadOnlyCalls']> = Object.assign(
  {},
  ...fixtureModules.map((m) => m.shopReadOnlyCalls ?? {}),
);

/**
 * Shop routes answering POST that write nothing, so the walk leaves them out. Each is still called
 * once (`shopReadOnlyCalls`) and must write nothing; a listed route that no longer exists fails.
 */
const READ_ONLY_POSTS: Record<string, string> = {
  'POST /api/shop/checkout/preview': 'prices a checkout without placing it: previewCheckout only reads',
  'POST /api/shop/payments/return': "the static page the gateway sends the customer's browser back to",
};

/**
 * Tables a successful call writes in transactions of their own besides the change's, by design, and
 * why. Everything else it writes, and its log row, must still be one transaction; an entry the call
 * no longer needs fails the walk.
 */
const WRITTEN_APART: Record<string, Record<string, string>> = {
  'POST /api/shop/register': {
    login_throttle:
      'registration is throttled per address: the attempt is counted before the account is written ' +
      '(committed, so a refused attempt stays counted) and given back on the tighter counter after',
  },
  'PUT /api/shop/password': {
    login_throttle:
      'the current password is checked as a sign-in is: the attempt is counted (and committed) before ' +
      'the password is checked, and given back once it matched, before the change',
  },
  'DELETE /api/shop/account': {
    login_throttle: 'the password confirming it is checked as a sign-in is (see PUT /api/shop/password)',
  },
};

/** What a refused call writes by design, and why; it writes nothing else. */
const REFUSAL_WRITES: Record<string, Record<string, string>> = {
  'POST /api/admin/login': { login_throttle: 'a wrong password stays counted against the sign-in throttle' },
  'POST /api/shop/login': { login_throttle: 'a wrong password stays counted against the sign-in throttle' },
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let ctx: TestContext;
let gateway: FakePaytabs;
let token: string;
let adminId: number;
let writtenSince: (xid: string) => Promise<WrittenRow[]>;

beforeAll(async () => {
  // The payment gateway's callback is a shop write route: the app talks to a local stand-in.
  gateway = await startFakePaytabs({ serverKey: 'SJ-walk-server-key', profileId: 4321 });
  ctx = await createTestContext({
    payments: { baseUrl: gateway.url, profileId: 4321, serverKey: 'SJ-walk-server-key' },
  });
  ({ token, adminId } = await signInAsSuperAdmin(ctx.app));
  writtenSince = await writtenRowsQuery();
});
afterAll(async () => {
  await ctx?.close();
  await gateway?.close();
});

// ---------------------------------------------------------------------------------------------
// What a call wrote, read from the rows themselves: every row version carries the id of the
// transaction that wrote it (`xmin`), so the rows a call inserted or updated are those with an id
// above one taken just before it. Deleted rows leave nothing to read.

/** A row version a transaction after the call's start wrote; the content only of log and outbox rows. */
interface WrittenRow {
  table: string;
  xid: string;
  row: Record<string, unknown> | null;
}

interface CallStart {
  xid: string;
  /** The outbox's last id: rows above it were enqueued by the call. */
  outboxId: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One `union all` over every table of the app, built once into a function of the test's database
 * (kept apart from the app's tables, in a schema of its own): PL/pgSQL keeps its plan, which costs
 * more to make than to run. Called with the transaction id to look above.
 */
async function writtenRowsQuery(): Promise<(xid: string) => Promise<WrittenRow[]>> {
  const tables = rowsOf<{ name: string }>(
    await ctx.app.db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
      order by table_name`),
  ).map((t) => t.name);
  const withContent = new Set(['log_actions', 'outbox']);
  const union = tables
    .map(
      (name) =>
        `select '${name}'::text, t.xmin::text, ${withContent.has(name) ? 'to_jsonb(t)' : 'null::jsonb'} ` +
        `from public."${name}" t where t.xmin::text::bigint > $1`,
    )
    .join('\n      union all\n      ');
  await ctx.database.exec(`
    create schema write_walk;
    create function write_walk.written_since(bigint)
    returns table ("table" text, xid text, "row" jsonb) language plpgsql stable as $$
    begin
      return query
      ${union};
    end $$;`);
  return async (xid) =>
    rowsOf<WrittenRow>(await ctx.app.db.execute(sql`select * from write_walk.written_since(${xid}::bigint)`));
}

async function callStart(): Promise<CallStart> {
  // A row's xmin is the low 32 bits of the 64-bit id txid_current() answers (the high ones count wraparounds).
  const [row] = rowsOf<{ xid: string; outbox_id: string }>(
    await ctx.app.db.execute(sql`
      select (txid_current() % 4294967296)::text as xid,
        (select coalesce(max(id), 0) from outbox)::text as outbox_id`),
  );
  return { xid: row!.xid, outboxId: Number(row!.outbox_id) };
}

/** What the call wrote, with the outbox apart: rows the call enqueued, and every other table's rows. */
function split(written: WrittenRow[], start: CallStart) {
  // The outbox worker claims a freshly enqueued row right after the commit, rewriting it in its own
  // transaction: its rows are judged by the time they were written (below), not by who wrote them last.
  const enqueued = written.filter((r) => r.table === 'outbox' && Number(r.row?.id) > start.outboxId);
  return { enqueued, changes: written.filter((r) => r.table !== 'outbox') };
}

const tablesOf = (rows: WrittenRow[]) => [...new Set(rows.map((r) => r.table))].sort().join('+');

interface SuccessRules {
  /** The log row's actor, as `describeActor` writes it; null when the call must write no log row. */
  actor: string | null;
  apart?: Record<string, string>;
}

function describeActor(row: Record<string, unknown>): string {
  if (row.actor_kind === 'staff') return `staff ${row.admin_id}`;
  if (row.actor_kind === 'customer') return `customer ${row.customer_id}`;
  return `${row.actor_kind} ${row.user_name}`;
}

function expectedActor(actor: ExpectedActor, response: LightMyRequestResponse): string {
  if (actor.kind === 'system') return `system ${actor.name}`;
  return `customer ${actor.id === 'answered' ? response.json().data?.customer?.id : actor.id}`;
}

/**
 * What is wrong with a successful call's writes: they must be one transaction (but for tables
 * written apart by design) holding the log row when there is one; the messages it enqueued must have
 * been written with them.
 */
function successProblems(written: WrittenRow[], start: CallStart, rules: SuccessRules): string[] {
  const problems: string[] = [];
  const { enqueued, changes } = split(written, start);
  const apart = rules.apart ?? {};
  const change = changes.filter((r) => !(r.table in apart));
  const xids = [...new Set(change.map((r) => r.xid))].sort((a, b) => Number(a) - Number(b));
  if (xids.length > 1) {
    const groups = xids.map((xid) => tablesOf(change.filter((r) => r.xid === xid)));
    problems.push(`written in ${xids.length} transactions: ${groups.join(' | ')}`);
  }
  const changeXid = xids.length === 1 ? xids[0] : undefined;
  for (const table of Object.keys(apart)) {
    if (!changes.some((r) => r.table === table && r.xid !== changeXid)) {
      problems.push(`${table} is listed as written apart, and was not`);
    }
  }
  const logRows = changes.filter((r) => r.table === 'log_actions');
  const wanted = rules.actor === null ? 0 : 1;
  if (logRows.length !== wanted) problems.push(`${logRows.length} log row(s), not ${wanted}`);
  const [log] = logRows;
  if (log && wanted === 1) {
    if (log.xid !== changeXid) problems.push("the log row is not in the change's transaction");
    const actor = describeActor(log.row!);
    if (actor !== rules.actor) problems.push(`the log row names ${actor}, not ${rules.actor}`);
  }
  // A transaction's rows share its start time (now()); the log row has it, and so must each message.
  const writtenAt = new Set([...(log ? [log] : []), ...enqueued].map((r) => String(r.row?.created_at)));
  if (writtenAt.size > 1) problems.push("an outbox row was not written in the change's transaction");
  return problems;
}

/** What is wrong with a refused call's writes: it writes nothing but what it is listed to. */
function refusalProblems(written: WrittenRow[], start: CallStart, allowed: Record<string, string> = {}): string[] {
  const problems: string[] = [];
  const { enqueued, changes } = split(written, start);
  const unexpected = changes.filter((r) => !(r.table in allowed));
  if (unexpected.length > 0) problems.push(`wrote ${tablesOf(unexpected)}`);
  if (enqueued.length > 0) problems.push(`enqueued ${enqueued.length} message(s)`);
  for (const table of Object.keys(allowed)) {
    if (!changes.some((r) => r.table === table)) problems.push(`${table} is listed as written, and was not`);
  }
  return problems;
}

/** Sends a prepared call and reads what it wrote. */
async function send(method: string, prepared: PreparedCall) {
  const bearer = prepared.token ?? token;
  const start = await callStart();
  const response = await ctx.app.inject({
    method: method as 'POST',
    url: prepared.url,
    payload: prepared.payload,
    headers: { ...(bearer ? authHeader(bearer) : {}), ...prepared.headers },
  });
  return { response, start, written: await writtenSince(start.xid) };
}

/** "KEY -> ok", or what went wrong: one line per route, so a failure lists every route at once. */
function outcome(key: string, response: LightMyRequestResponse, succeeded: boolean, problems: string[]): string {
  const answered = succeeded ? [] : [`answered ${response.statusCode} ${response.body.slice(0, 200)}`];
  const all = [...answered, ...problems];
  return `${key} -> ${all.length === 0 ? 'ok' : all.join('; ')}`;
}

const expectedOutcomes = (keys: string[]) => keys.map((key) => `${key} -> ok`);
const methodOf = (key: string) => key.split(' ')[0] ?? '';

// ---------------------------------------------------------------------------------------------

const adminWriteRoutes = () =>
  ctx.app.adminRoutes
    // POST copies made by the method override run the same handler: method-override-routes.test covers them.
    .filter((route) => WRITE_METHODS.has(route.method) && !route.overrideTwin)
    .map((r) => `${r.method} ${r.url}`);

// Routes are known only once the app is built, so the walk is one test per kind of call.
describe('every admin write route goes through the one write path', () => {
  const writeRoutes = adminWriteRoutes;

  it("has a fixture for each write route (add one to the module's test/fixtures/<module>-writes.ts)", () => {
    const missing = writeRoutes().filter((key) => !writeFixtures[key]);
    expect(missing).toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(0);
  });

  it('a successful call writes in one transaction, with exactly one log row naming the staff member', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = writeFixtures[key];
      if (!fixture) continue;
      const prepared = await fixture.valid(ctx.app);
      const { response, start, written } = await send(methodOf(key), prepared);
      const actor = `staff ${prepared.adminId ?? adminId}`;
      const problems = successProblems(written, start, { actor, apart: WRITTEN_APART[key] });
      outcomes.push(outcome(key, response, response.statusCode < 300, problems));
    }
    expect(outcomes).toEqual(expectedOutcomes(writeRoutes()));
  });

  it('a refused call writes nothing', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = writeFixtures[key];
      if (!fixture) continue;
      const url = key.split(' ')[1] ?? '';
      const prepared = fixture.refused ? await fixture.refused(ctx.app) : defaultRefusal(url);
      const { response, start, written } = await send(methodOf(key), prepared);
      const problems = refusalProblems(written, start, REFUSAL_WRITES[key]);
      outcomes.push(outcome(key, response, response.statusCode >= 400, problems));
    }
    expect(outcomes).toEqual(expectedOutcomes(writeRoutes()));
  });
});

describe('every shop write route goes through the one write path', () => {
  const walk = (): ShopWalk => ({ gateway });
  let shopRoutes: string[] = [];

  /**
   * The shop's write routes, without the POST copies the method override makes of its PUT and DELETE
   * routes (same handler: method-override-routes.test covers them). `customerRoutes` does not mark
   * the copies, so each POST beside a PUT or DELETE of its URL is asked: a copy refuses a body
   * without `_method` with a 405 before anything runs; a route of its own refuses the body (a JSON
   * array) on validation.
   */
  beforeAll(async () => {
    const routes = ctx.app.customerRoutes;
    const overridden = new Set(
      routes.filter((r) => r.method !== 'POST' && WRITE_METHODS.has(r.method)).map((r) => r.url),
    );
    const customerToken = await registerCustomer(ctx.app);
    shopRoutes = [];
    for (const route of routes) {
      if (!WRITE_METHODS.has(route.method)) continue;
      if (route.method === 'POST' && overridden.has(route.url)) {
        const probe = await ctx.app.inject({
          method: 'POST',
          url: route.url.replace(/:[a-zA-Z]+/g, String(MISSING_ID)),
          payload: [],
          headers: route.customer ? authHeader(customerToken) : {},
        });
        if (probe.statusCode === 405) continue;
      }
      shopRoutes.push(`${route.method} ${route.url}`);
    }
  });
  const writeRoutes = () => shopRoutes.filter((key) => !(key in READ_ONLY_POSTS));

  it('has a fixture for each write route, and a reason for each POST that only reads', () => {
    expect(writeRoutes().filter((key) => !shopWriteFixtures[key])).toEqual([]);
    // Listed routes and fixtures that name no route any more are taken off.
    expect(Object.keys(READ_ONLY_POSTS).filter((key) => !shopRoutes.includes(key))).toEqual([]);
    expect(Object.keys(shopWriteFixtures).filter((key) => !writeRoutes().includes(key))).toEqual([]);
    expect(Object.keys(shopReadOnlyCalls).sort()).toEqual(Object.keys(READ_ONLY_POSTS).sort());
    const walked = new Set([...adminWriteRoutes(), ...writeRoutes()]);
    const listed = [WRITTEN_APART, REFUSAL_WRITES].flatMap((list) => Object.keys(list));
    expect(listed.filter((key) => !walked.has(key))).toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(0);
  });

  it('a successful call writes in one transaction; a logged one with one log row naming its actor', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = shopWriteFixtures[key];
      if (!fixture) continue;
      const prepared = await fixture.valid(ctx.app, walk());
      const { response, start, written } = await send(methodOf(key), prepared);
      const actor = fixture.logged ? (prepared.actor ? expectedActor(prepared.actor, response) : 'nobody named') : null;
      const problems = successProblems(written, start, { actor, apart: WRITTEN_APART[key] });
      outcomes.push(outcome(key, response, response.statusCode < 300, problems));
    }
    expect(outcomes).toEqual(expectedOutcomes(writeRoutes()));
  });

  it('a refused call writes nothing', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = shopWriteFixtures[key];
      if (!fixture) continue;
      const { response, start, written } = await send(methodOf(key), await fixture.refused(ctx.app, walk()));
      const problems = refusalProblems(written, start, REFUSAL_WRITES[key]);
      outcomes.push(outcome(key, response, response.statusCode >= 400, problems));
    }
    expect(outcomes).toEqual(expectedOutcomes(writeRoutes()));
  });

  it('a POST that only reads writes nothing', async () => {
    const outcomes: string[] = [];
    const keys = Object.keys(READ_ONLY_POSTS);
    for (const key of keys) {
      const prepare = shopReadOnlyCalls[key];
      if (!prepare) continue;
      const { response, start, written } = await send(methodOf(key), await prepare(ctx.app, walk()));
      outcomes.push(outcome(key, response, response.statusCode < 300, refusalProblems(written, start)));
    }
    expect(outcomes).toEqual(expectedOutcomes(keys));
  });
});
