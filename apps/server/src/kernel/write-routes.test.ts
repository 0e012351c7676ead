/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActions } from '../db/schema/index';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import {
  writeFixtures as baseFixtures,
  defaultRefusal,
  type PreparedCall,
  type WriteFixture,
} from '../test/write-fixtures';

// Each module keeps the fixtures of its write routes in `test/fixtures/<module>-writes.ts`.
const moduleFixtures = import.meta.glob<{ writeFixtures: Record<string, WriteFixture> }>(
  '../test/fixtures/*-writes.ts',
  { eager: true },
);
const writeFixtures: Record<string, WriteFixture> = Object.assign(
  {},
  baseFixtures,
  ...Object.values(moduleFixtures).map((m) => m.writeFixtures),
);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const logCount = () => ctx.app.db.$count(logActions);

async function call(method: string, prepared: PreparedCall) {
  const bearer = prepared.token ?? token;
  return ctx.app.inject({
    method: method as 'POST',
    url: prepared.url,
    payload: prepared.payload,
    headers: { ...(bearer ? authHeader(bearer) : {}), ...prepared.headers },
  });
}

// Routes are known only once the app is built, so the walk is one test per kind of call.
describe('every admin write route goes through the one write path', () => {
  const writeRoutes = () =>
    ctx.app.adminRoutes
      // POST copies made by the method override run the same handler: method-override-routes.test covers them.
      .filter((route) => WRITE_METHODS.has(route.method) && !route.overrideTwin)
      .map((r) => `${r.method} ${r.url}`);

  it("has a fixture for each write route (add one to the module's test/fixtures/<module>-writes.ts)", () => {
    const missing = writeRoutes().filter((key) => !writeFixtures[key]);
    expect(missing).toEqual([]);
    expect(writeRoutes().length).toBeGreaterThan(0);
  });

  it('a successful call writes exactly one log row', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = writeFixtures[key];
      if (!fixture) continue;
      const [method = ''] = key.split(' ');
      const prepared = await fixture.valid(ctx.app);
      const before = await logCount();
      const response = await call(method, prepared);
      const written = (await logCount()) - before;
      outcomes.push(`${key} -> ${response.statusCode < 300 ? 'ok' : response.statusCode}, ${written} row(s)`);
    }
    expect(outcomes).toEqual(writeRoutes().map((key) => `${key} -> ok, 1 row(s)`));
  });

  it('a refused call writes none', async () => {
    const outcomes: string[] = [];
    for (const key of writeRoutes()) {
      const fixture = writeFixtures[key];
      if (!fixture) continue;
      const [method = '', url = ''] = key.split(' ');
      const prepared = fixture.refused ? await fixture.refused(ctx.app) : defaultRefusal(url);
      const before = await logCount();
      const response = await call(method, prepared);
      const written = (await logCount()) - before;
      outcomes.push(`${key} -> ${response.statusCode >= 400 ? 'refused' : response.statusCode}, ${written} row(s)`);
    }
    expect(outcomes).toEqual(writeRoutes().map((key) => `${key} -> refused, 0 row(s)`));
  });
});
