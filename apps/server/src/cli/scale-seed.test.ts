import { canMove, ORDER_MACHINE, ORDER_STATUS } from '@app/contracts';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, employmentRequestAttachments, employmentRequests, orders, statusHistory } from '../db/schema/index';
import { groupDay } from '../kernel/group-time';
import { EMPLOYMENT_FILES_FOLDER } from '../modules/careers/service';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { readStored, storedKeys } from '../test/stored-files';
import {
  resetScale,
  SCALE_CODE_PREFIX,
  SCALE_EMAIL_DOMAIN,
  scaleApplication,
  scaleBranch,
  seedScale,
} from './scale-seed';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(async () => {
  await ctx?.close();
});

const scaleBranches = () => ctx.app.db.$count(branches, like(branches.code, `${SCALE_CODE_PREFIX}%`));
const scaleApplications = () =>
  ctx.app.db.$count(employmentRequests, like(employmentRequests.email, `%@${SCALE_EMAIL_DOMAIN}`));

describe('seedScale', () => {
  it('adds branches and applications with their documents stored', async () => {
    const result = await seedScale(ctx.app.db, ctx.app.storage, { branches: 50, applications: 50 });
    expect(result).toEqual({
      branchesAdded: 50,
      applicationsAdded: 50,
      filesStored: 100,
      productsAdded: 0,
      customersAdded: 0,
      ordersAdded: 0,
    });
    expect(await scaleBranches()).toBe(50);
    expect(await scaleApplications()).toBe(50);

    const attachments = await ctx.app.db.select().from(employmentRequestAttachments);
    expect(attachments).toHaveLength(100);
    const keys = new Set(await storedKeys(ctx.app.storage, 'private', EMPLOYMENT_FILES_FOLDER));
    for (const attachment of attachments) expect(keys.has(attachment.fileKey)).toBe(true);
    const cv = attachments.find((a) => a.name === 'cv')!;
    const photo = attachments.find((a) => a.name === 'id_number')!;
    expect((await readStored(ctx.app.storage, 'private', cv.fileKey))!.subarray(0, 5).toString()).toBe('%PDF-');
    const jpeg = (await readStored(ctx.app.storage, 'private', photo.fileKey))!;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpeg.length).toBe(photo.size);
  });

  it('writes rows the searches find, in either language and spelling', async () => {
    const branch = scaleBranch(7, []);
    // The public finder folds hamza and taa marbuta forms: a plain spelling finds the stored one.
    const plain = branch.name.ar.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
    const found = await ctx.app.inject({ url: `/api/branches?search=${encodeURIComponent(plain)}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.map((b: { code: string }) => b.code)).toContain(branch.code);

    const admin = await ctx.app.inject({
      url: `/api/admin/branch?name=${encodeURIComponent(branch.name.en.toUpperCase())}`,
      headers: authHeader(token),
    });
    expect(admin.json().data.map((b: { code: string }) => b.code)).toEqual([branch.code]);

    const application = scaleApplication(3, [1], new Date());
    const list = await ctx.app.inject({
      url: `/api/admin/employmentRequests?search=${encodeURIComponent(application.email)}`,
      headers: authHeader(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().data[0]).toMatchObject({ name: application.name, email: application.email });
  });

  it('tops up to the counts asked for instead of adding them again', async () => {
    expect(await seedScale(ctx.app.db, ctx.app.storage, { branches: 50, applications: 50 })).toEqual({
      branchesAdded: 0,
      applicationsAdded: 0,
      filesStored: 0,
      productsAdded: 0,
      customersAdded: 0,
      ordersAdded: 0,
    });
    await seedScale(ctx.app.db, ctx.app.storage, { branches: 60, applications: 55, products: 2500, customers: 1200 });
    expect(
      await seedScale(ctx.app.db, ctx.app.storage, { branches: 60, applications: 55, products: 2600, customers: 1200 }),
    ).toMatchObject({
      productsAdded: 100,
      customersAdded: 0,
    });
    expect(await scaleBranches()).toBe(60);
    expect(await scaleApplications()).toBe(55);
    const codes = await ctx.app.db.select({ code: branches.code }).from(branches);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.map((c) => c.code)).toContain(`${SCALE_CODE_PREFIX}00060`);
    // The store's rows are searchable and consistent: totals match the stock, mobiles are unique.
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/product?name=${encodeURIComponent('باراسيتامول')}&limit=5`,
      headers: authHeader(token),
    });
    expect(search.json().total).toBeGreaterThan(100);
    const outOfStock = await ctx.app.inject({
      method: 'GET',
      url: '/api/out_of_stock?limit=1',
      headers: authHeader(token),
    });
    const empty = Array.from({ length: 2600 }, (_, i) => i + 1).filter(
      (n) => n % 20 === 0 || (n % 17 === 0 && (n * 7) % 23 === 0),
    ).length;
    expect(outOfStock.json().total).toBe(empty);
    const people = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/user?search=0589&limit=1',
      headers: authHeader(token),
    });
    expect(people.json().total).toBeGreaterThan(0);
  });

  it('places orders of the scale customers over the last year, in every status, with lines and history', async () => {
    const counts = { branches: 60, applications: 55, products: 2600, customers: 1200 };
    expect(await seedScale(ctx.app.db, ctx.app.storage, { ...counts, orders: 1500 })).toMatchObject({
      ordersAdded: 1500,
    });
    expect(await seedScale(ctx.app.db, ctx.app.storage, { ...counts, orders: 2000 })).toMatchObject({
      ordersAdded: 500,
    });
    expect(await seedScale(ctx.app.db, ctx.app.storage, { ...counts, orders: 2000 })).toMatchObject({ ordersAdded: 0 });
    const rows = async <Row>(query: ReturnType<typeof sql>) =>
      ((await ctx.app.db.execute(query)) as unknown as { rows: Row[] }).rows;

    // Days counted in Riyadh's calendar, as the seed spreads them: the same at any hour of the day.
    const [span] = await rows<{ orders: number; customers: number; oldest: number; future: number; keys: number }>(sql`
      select count(*)::int as orders, count(distinct customer_id)::int as customers,
        (now() at time zone 'Asia/Riyadh')::date - min(created_at at time zone 'Asia/Riyadh')::date as oldest,
        count(*) filter (where created_at > now())::int as future,
        count(distinct idempotency_key)::int as keys
      from orders`);
    expect(span).toEqual({ orders: 2000, customers: expect.any(Number), oldest: 364, future: 0, keys: 2000 });
    // A few customers order often: fewer customers than orders, and more than a few of them.
    expect(span!.customers).toBeGreaterThan(300);
    expect(span!.customers).toBeLessThan(1200);
    const statuses = await rows<{ status: number }>(sql`select distinct status from orders order by status`);
    expect(statuses.map((s) => s.status)).toEqual(ORDER_MACHINE.statuses.map((s) => s.id).sort((a, b) => a - b));

    // Each order's figures add up from its lines, and its history walks the machine to its status.
    const [sums] = await rows<{ wrong_totals: number; lineless: number; lines: number }>(sql`
      select count(*) filter (where o.total_before_discount <> l.amount or o.total_after_vat <> l.amount + o.delivery_price
          or o.vat + o.price_before_vat <> o.total_after_vat)::int as wrong_totals,
        count(*) filter (where l.n is null)::int as lineless, sum(l.n)::int as lines
      from orders o left join (select order_id, count(*) as n, sum(amount) as amount from order_lines group by order_id) l
        on l.order_id = o.id`);
    expect(sums).toMatchObject({ wrong_totals: 0, lineless: 0 });
    expect(sums!.lines).toBeGreaterThan(2000 * 1.5);
    const walks = await rows<{ status: number; online: boolean; path: number[]; ordered: boolean; past: boolean }>(sql`
      select o.status, o.payment_method = 'online_card' as online, array_agg(h.to_status order by h.id) as path,
        bool_and(h.at >= o.created_at) and max(h.at) = o.updated_at as ordered, max(h.at) <= now() as past
      from orders o join status_history h on h.machine = 'order' and h.entity_id = o.id group by o.id`);
    expect(walks).toHaveLength(2000);
    for (const walk of walks) {
      // Paid online, an order starts awaiting its payment; otherwise in progress.
      expect(walk.path[0]).toBe(walk.online ? ORDER_STATUS.awaiting_payment : ORDER_STATUS.in_progress);
      expect(walk.path.at(-1)).toBe(walk.status);
      for (let i = 1; i < walk.path.length; i++)
        expect(canMove(ORDER_MACHINE, walk.path[i - 1]!, walk.path[i]!)).toBe(true);
      expect(walk).toMatchObject({ ordered: true, past: true });
    }

    // The orders are the staff's orders like any other: listed, filtered by customer, and in the report.
    const list = await ctx.app.inject({ url: '/api/admin/orders?limit=5', headers: authHeader(token) });
    expect(list.json().total).toBe(2000);
    // The year's report counts every one of them among the busy hours.
    const today = groupDay(new Date());
    const yearAgo = groupDay(new Date(Date.now() - 365 * 86_400_000));
    const report = await ctx.app.inject({
      url: `/api/admin/report?from=${yearAgo}&to=${today}`,
      headers: authHeader(token),
    });
    expect(report.json().data.most_selling_products).toHaveLength(10);
    const placed = report
      .json()
      .data.most_active_times.reduce((sum: number, h: { orders: number }) => sum + h.orders, 0);
    expect(placed).toBe(2000);
  });

  it('removes its rows and files on reset', async () => {
    expect(await resetScale(ctx.app.db, ctx.app.storage)).toEqual({
      branches: 60,
      applications: 55,
      products: 2600,
      customers: 1200,
      orders: 2000,
    });
    expect(await ctx.app.db.$count(orders)).toBe(0);
    expect(await ctx.app.db.$count(statusHistory)).toBe(0);
    expect(await scaleBranches()).toBe(0);
    expect(await scaleApplications()).toBe(0);
    expect(await ctx.app.db.$count(employmentRequestAttachments)).toBe(0);
    expect(await storedKeys(ctx.app.storage, 'private', EMPLOYMENT_FILES_FOLDER)).toEqual([]);
  });
});
