import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, employmentRequestAttachments, employmentRequests } from '../db/schema/index';
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

  it('removes its rows and files on reset', async () => {
    expect(await resetScale(ctx.app.db, ctx.app.storage)).toEqual({
      branches: 60,
      applications: 55,
      products: 2600,
      customers: 1200,
    });
    expect(await scaleBranches()).toBe(0);
    expect(await scaleApplications()).toBe(0);
    expect(await ctx.app.db.$count(employmentRequestAttachments)).toBe(0);
    expect(await storedKeys(ctx.app.storage, 'private', EMPLOYMENT_FILES_FOLDER)).toEqual([]);
  });
});
