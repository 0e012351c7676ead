import net, { type AddressInfo } from 'node:net';
import { ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchDistricts, orders } from '../db/schema/index';
import { STORE_DELIVERY_TAG } from '../lib/cache-tags';
import { createTestContext, type TestContext } from '../test/harness';
import { shopProduct, shopWorld } from '../test/store-orders';
import { main } from './demo-orders';

let ctx: TestContext;
let url: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx?.close());

describe('npm run demo:orders', () => {
  it('places the orders asked for through the HTTP API, each announced to staff', async () => {
    const world = await shopWorld(ctx.app);
    for (const price of [1_250, 3_999, 8_550]) await shopProduct(ctx.app, world, 50, { price });
    const announced: unknown[] = [];
    const stop = ctx.app.events.subscribe('admin.order.created', (event) => {
      announced.push(event.payload);
    });
    const lines: string[] = [];
    const errors: string[] = [];
    const output = { line: (text: string) => lines.push(text), error: (text: string) => errors.push(text) };

    const code = await main(['--count', '2', '--url', url, '--interval-ms', '0'], output);
    stop();

    expect(errors).toEqual([]);
    expect(code).toBe(0);
    expect(await ctx.app.db.$count(orders)).toBe(2);
    expect(lines.filter((line) => /^Order #\d+ {2}\d+\.\d{2} SAR/.test(line))).toHaveLength(2);
    expect(lines.at(-1)).toBe(`Placed 2 of 2 order(s) on ${url}.`);
    expect(announced).toHaveLength(2);
  });

  it("prints the server's refusal when no order can be placed", async () => {
    // Only a new district is delivered to now, by a branch that stocks none of the products.
    const world = await shopWorld(ctx.app);
    await ctx.app.db.delete(branchDistricts).where(ne(branchDistricts.districtId, world.districtId));
    await ctx.app.invalidatePublic([STORE_DELIVERY_TAG]);
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await main(['--count', '1', '--url', url, '--interval-ms', '0'], {
      line: (text) => lines.push(text),
      error: (text) => errors.push(text),
    });
    expect(code).toBe(1);
    // Each product tried was refused by the server, whose last answer is shown.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^No order for .+: the server accepted none of the 3 product\(s\) tried; .*: 422 .*not enough stock/i,
    );
    expect(lines.at(-1)).toBe(`Placed 0 of 1 order(s) on ${url}.`);
    expect(await ctx.app.db.$count(orders)).toBe(2);
  });

  it('explains its usage and an unreachable server', async () => {
    const errors: string[] = [];
    const output = { line: () => {}, error: (text: string) => errors.push(text) };
    expect(await main(['--count', 'none'], output)).toBe(2);
    expect(errors[0]).toContain('Usage: npm run demo:orders');
    // A port nothing listens on any more.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    expect(await main(['--count', '1', '--url', nowhere, '--interval-ms', '0'], output)).toBe(1);
    expect(errors.at(-1)).toContain(`Cannot reach ${nowhere} (ECONNREFUSED)`);
  });
});
