import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admins, logActions, news } from '../db/schema/index';
import { notFound } from '../errors';
import { type MultipartEntry, multipartPayload } from '../lib/multipart-payload';
import { createUploadedFile, isUploadedFile, type UploadedFile } from '../lib/uploads';
import { imageRule, type PreparedUpload } from '../plugins/storage';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { solidImage } from '../test/files';
import { createTestContext, type TestContext } from '../test/harness';
import { whileImageWorkIsHeld } from '../test/image-work';
import { storedKeys } from '../test/stored-files';
import type { MutationContext, Writer } from './context';
import { fileService, systemContext } from './context';
import { mutate } from './mutate';
import { adminRouter } from './routes';

/** Test-only routes that exercise the write path on the news table. */
function kernelRoutes(app: FastifyInstance) {
  const route = adminRouter(app, 'kernel test');
  const body = z.object({
    name: z.string(),
    image: z.custom<UploadedFile>(isUploadedFile).optional(),
    fail: z.string().optional(),
  });
  const answer = z.object({ data: z.object({ id: z.number(), image: z.string().nullable() }) });

  route.post(
    '/api/admin/kernel-test/news',
    { permission: 'list users', summary: 'test', body, response: answer, status: 201 },
    async (ctx, { body: input }) => {
      const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
      return mutate(
        ctx,
        { action: 'add news', mode: 'create', subject: 'news', invalidates: ['news'] },
        async (scope) => {
          // @ts-expect-error: the write path stores only prepared uploads, never a raw file to work on in the transaction.
          if (input.name === 'raw') await scope.saveFile(input.image!, { folder: 'news' });
          const image = upload ? await scope.saveFile(upload, { folder: 'news' }) : null;
          const [row] = await scope.tx
            .insert(news)
            .values({
              name: { ar: input.name, en: input.name },
              content: { ar: '', en: '' },
              image: image?.key ?? null,
            })
            .returning();
          if (input.fail) throw new Error('the work failed after storing a file');
          scope.describe(row!.id, input.name);
          return { data: { id: row!.id, image: row!.image } };
        },
      );
    },
  );

  route.put(
    '/api/admin/kernel-test/news/:id',
    { permission: 'list users', summary: 'test', params: z.object({ id: z.coerce.number() }), body, response: answer },
    async (ctx, { params, body: input }) => {
      const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
      return mutate(
        ctx,
        { action: 'update news', mode: 'update', subject: 'news', invalidates: ['news'] },
        async (scope) => {
          const [old] = await scope.tx.select().from(news).where(eq(news.id, params.id));
          if (!old) throw notFound();
          const image = upload ? await scope.saveFile(upload, { folder: 'news' }) : null;
          if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
          const [row] = await scope.tx
            .update(news)
            .set({ image: image?.key ?? old.image })
            .where(eq(news.id, params.id))
            .returning();
          scope.describe(row!.id, input.name);
          return { data: { id: row!.id, image: row!.image } };
        },
      );
    },
  );

  route.post(
    '/api/admin/kernel-test/admins',
    {
      permission: 'list users',
      summary: 'test',
      body: z.object({ email: z.string(), role_id: z.number() }),
      response: z.object({ data: z.object({ id: z.number() }) }),
    },
    (ctx, { body: input }) =>
      mutate(ctx, { action: 'add users', mode: 'create', subject: 'admins' }, async ({ tx }) => {
        const [row] = await tx
          .insert(admins)
          .values({ name: 'x', email: input.email, passwordHash: 'x', roleId: input.role_id })
          .returning({ id: admins.id });
        return { data: { id: row!.id } };
      }),
  );
}

let ctx: TestContext;
let token: string;
let roleId: number;
let adminEmail: string;

beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: kernelRoutes });
  const admin = await signInAsSuperAdmin(ctx.app);
  token = admin.token;
  roleId = admin.roleId;
  adminEmail = admin.email;
});
afterAll(() => ctx.close());

const logRows = () => ctx.app.db.select().from(logActions);
const exists = async (key: string | null) => key !== null && (await ctx.app.storage.stat('public', key)) !== null;

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = true) {
  const entries: MultipartEntry[] = Object.entries(fields);
  if (withImage) {
    const content = await solidImage('png', { width: 8, height: 8, background: '#0a0' });
    entries.push(['image', { filename: 'photo.png', content, type: 'image/png' }]);
  }
  const { payload, headers } = await multipartPayload(entries);
  return ctx.app.inject({ method, url, payload, headers: { ...headers, ...authHeader(token), locale: 'en' } });
}

describe('mutate: the one write path', () => {
  it('commits the rows, the log row and the stored file together', async () => {
    const before = (await logRows()).length;
    const response = await send('POST', '/api/admin/kernel-test/news', { name: 'Kernel news' });
    expect(response.statusCode).toBe(201);
    const { id, image } = response.json().data;
    expect(await exists(image)).toBe(true);
    const rows = await logRows();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ action: 'add news', actionMode: 'create', subject: 'news', subjectId: id });
    expect(rows.at(-1)?.subjectName).toBe('Kernel news');
  });

  it('rolls back rows and log row and removes the file stored during a failed mutation', async () => {
    const before = (await logRows()).length;
    const newsBefore = await ctx.app.db.$count(news);
    const keysBefore = await storedNewsKeys();
    const response = await send('POST', '/api/admin/kernel-test/news', { name: 'Doomed', fail: '1' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('the work failed');
    expect((await logRows()).length).toBe(before);
    expect(await ctx.app.db.$count(news)).toBe(newsBefore);
    expect(await storedNewsKeys()).toEqual(keysBefore);
  });

  it('removes a replaced file only after the change commits', async () => {
    const created = (await send('POST', '/api/admin/kernel-test/news', { name: 'Replace me' })).json().data;
    const updated = await send('PUT', `/api/admin/kernel-test/news/${created.id}`, { name: 'Replaced' });
    expect(updated.statusCode).toBe(200);
    const { image } = updated.json().data;
    expect(image).not.toBe(created.image);
    expect(await exists(image)).toBe(true);
    expect(await exists(created.image)).toBe(false);
  });

  it('a refused change (not found) keeps every file and writes no log row', async () => {
    const before = (await logRows()).length;
    const keysBefore = await storedNewsKeys();
    const response = await send('PUT', '/api/admin/kernel-test/news/999999', { name: 'Nobody' });
    expect(response.statusCode).toBe(404);
    expect((await logRows()).length).toBe(before);
    expect(await storedNewsKeys()).toEqual(keysBefore);
  });

  it('invalidates the public answers built from the resource after commit', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/listNews' });
    expect(first.statusCode).toBe(200);
    const cached = await ctx.app.inject({ method: 'GET', url: '/api/listNews' });
    expect(cached.headers['x-cache']).toBe('HIT');
    await send('POST', '/api/admin/kernel-test/news', { name: 'Fresh news' }, false);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/listNews' });
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.body).toContain('Fresh news');
  });

  it('holds no transaction while an upload is re-encoded: health and reads answer meanwhile', async () => {
    const content = await solidImage('jpeg', { width: 64, height: 64, background: '#a50' });
    const { payload, headers } = await multipartPayload([
      ['name', 'Large photo'],
      ['image', { filename: 'photo.jpg', content, type: 'image/jpeg' }],
    ]);
    const outcome = await whileImageWorkIsHeld(
      ctx.app,
      () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/admin/kernel-test/news',
          payload,
          headers: { ...headers, ...authHeader(token), locale: 'en' },
        }),
      () => ctx.app.db.select().from(news).limit(1),
    );
    expect(outcome.events.indexOf('released')).toBe(2);
    expect(outcome.health?.statusCode).toBe(200);
    expect(outcome.upload.statusCode).toBe(201);
    expect(await exists(outcome.upload.json().data.image)).toBe(true);
  });

  it('maps a unique violation to 422 on its field and a missing reference to 422 on its field', async () => {
    const payload = { email: adminEmail, role_id: roleId };
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/kernel-test/admins',
      payload,
      headers: { ...authHeader(token), locale: 'en' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [expect.stringMatching(/already been taken/)] });
    expect(JSON.stringify(taken.json())).not.toContain(adminEmail);

    const missingRole = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/kernel-test/admins',
      payload: { email: 'fresh@example.test', role_id: 2147480000 },
      headers: { ...authHeader(token), locale: 'ar' },
    });
    expect(missingRole.statusCode).toBe(422);
    expect(Object.keys(missingRole.json().errors)).toEqual(['role_id']);
  });
});

/** Every stored news picture: a file left behind by a failed mutation would show here. */
function storedNewsKeys(): Promise<string[]> {
  return storedKeys(ctx.app.storage, 'public', 'news');
}

describe('mutate: writers other than staff', () => {
  const contextOf = (actor: Writer): MutationContext => ({ ...systemContext(ctx.app, 'test'), actor });
  const addNews = (actor: Writer, name: string, options: { fail?: boolean; image?: PreparedUpload } = {}) =>
    mutate(contextOf(actor), { action: 'add news', mode: 'create', subject: 'news' }, async (scope) => {
      const image = options.image ? await scope.saveFile(options.image, { folder: 'news' }) : null;
      const [row] = await scope.tx
        .insert(news)
        .values({ name: { ar: name, en: name }, content: { ar: '', en: '' }, image: image?.key ?? null })
        .returning();
      if (options.fail) throw new Error('the work failed after storing a file');
      scope.describe(row!.id, name);
      return row!;
    });
  const logOf = async (name: string) => ctx.app.db.select().from(logActions).where(eq(logActions.subjectName, name));
  const preparedImage = async () => {
    const content = await solidImage('png', { width: 8, height: 8, background: '#00a' });
    const tmpPath = path.join(os.tmpdir(), `mutate-writer-${randomUUID()}.png`);
    await fs.writeFile(tmpPath, content);
    const file = createUploadedFile({
      fieldname: 'image',
      filename: 'photo.png',
      size: content.length,
      tmpPath,
      detected: { ext: 'png', mime: 'image/png' },
    });
    return fileService(ctx.app).prepare(file, imageRule);
  };

  it("logs a customer's change as the customer's, with their id, not as staff", async () => {
    await addNews({ kind: 'customer', id: 41, name: 'Customer One' }, 'by a customer');
    expect(await logOf('by a customer')).toEqual([
      expect.objectContaining({ actorKind: 'customer', customerId: 41, adminId: null, userName: 'Customer One' }),
    ]);
  });

  it("logs the system's change as the system's", async () => {
    await addNews({ kind: 'system', name: 'restock notifier' }, 'by the system');
    expect(await logOf('by the system')).toEqual([
      expect.objectContaining({ actorKind: 'system', customerId: null, adminId: null, userName: 'restock notifier' }),
    ]);
  });

  it("keeps a visitor's form out of the log, in the same transaction and file handling", async () => {
    const row = await addNews({ kind: 'visitor' }, 'by a visitor', { image: await preparedImage() });
    expect(await exists(row.image)).toBe(true);
    expect(await logOf('by a visitor')).toEqual([]);

    const before = await storedNewsKeys();
    await expect(
      addNews({ kind: 'visitor' }, 'failed visitor', { fail: true, image: await preparedImage() }),
    ).rejects.toThrow('the work failed');
    expect(await storedNewsKeys()).toEqual(before);
  });
});
