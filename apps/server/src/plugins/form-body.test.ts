import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MultipartEntry, multipartPayload } from '../lib/multipart-payload';
import { createTestContext, type TestContext } from '../test/harness';
import { isUploadedFile, type UploadedFile, uploadedFile } from './form-body';
import type { ZodTypeProvider } from './validation';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What the handler saw of each file while the request was live. */
const seenTmpPaths: string[] = [];

function describeValue(value: unknown): unknown {
  if (isUploadedFile(value)) {
    seenTmpPaths.push(value.tmpPath);
    return {
      kind: value.kind,
      fieldname: value.fieldname,
      filename: value.filename,
      size: value.size,
      detected: value.detected ?? null,
      onDisk: fs.existsSync(value.tmpPath),
    };
  }
  if (Array.isArray(value)) return value.map(describeValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, describeValue(v)]));
  }
  return value;
}

function routes(app: FastifyInstance) {
  app.post('/api/test/echo', async (request) => ({ data: describeValue(request.body) }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/photo',
      { schema: { body: z.object({ title: z.string().min(1), photo: uploadedFile }) } },
      async (request) => ({ data: { title: request.body.title, size: request.body.photo.size } }),
    );
}

let ctx: TestContext;
const uploads = {
  maxFileBytes: 64 * 1024,
  maxFiles: 3,
  maxFields: 1000,
  maxFieldBytes: 4096,
  maxRequestBytes: 100 * 1024,
};

beforeAll(async () => {
  ctx = await createTestContext({ uploads }, { extraRoutes: routes });
});
afterAll(() => ctx?.close());

const tmpDir = () => path.join(ctx.dataDir, 'tmp');
const tmpFiles = () => fs.readdirSync(tmpDir());

function urlencoded(payload: string, url = '/api/test/echo') {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', locale: 'en' },
    payload,
  });
}

async function multipart(entries: MultipartEntry[], url = '/api/test/echo') {
  const { payload, headers } = await multipartPayload(entries);
  return ctx.app.inject({ method: 'POST', url, headers: { ...headers, locale: 'en' }, payload });
}

describe('bracket names become nested objects', () => {
  const expected = {
    name: 'Branch',
    translation: [
      { name: 'فرع', local: 'ar' },
      { name: 'Branch', local: 'en' },
    ],
    // qs compacts sparse indexes: sections[2] becomes the first element.
    sections: [{ translations: [{ title: 'Intro' }] }],
    attachments: { note: 'x' },
    images: ['1', '2'],
  };

  /** The same fields in both encodings. */
  const fields: [string, string][] = [
    ['name', 'Branch'],
    ['translation[0][name]', 'فرع'],
    ['translation[0][local]', 'ar'],
    ['translation[1][name]', 'Branch'],
    ['translation[1][local]', 'en'],
    ['sections[2][translations][1][title]', 'Intro'],
    ['attachments[note]', 'x'],
    ['images[]', '1'],
    ['images[]', '2'],
  ];

  it('in urlencoded bodies', async () => {
    const res = await urlencoded(new URLSearchParams(fields).toString());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expected);
  });

  it('in multipart bodies, with files as UploadedFile values', async () => {
    const res = await multipart([
      ...fields,
      ['attachments[cv]', { filename: 'cv.png', content: PNG_1PX, type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      ...expected,
      attachments: {
        note: 'x',
        cv: {
          kind: 'file',
          fieldname: 'attachments[cv]',
          filename: 'cv.png',
          size: PNG_1PX.length,
          detected: { ext: 'png', mime: 'image/png' },
          onDisk: true,
        },
      },
    });
  });

  it('keeps files inside arrays of objects', async () => {
    const res = await multipart([
      ['attachments[0][id]', '7'],
      ['attachments[0][file]', { filename: 'a.png', content: PNG_1PX, type: 'image/png' }],
      ['attachments[1][file]', { filename: 'b.png', content: PNG_1PX, type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(200);
    const { attachments } = res.json().data;
    expect(attachments).toHaveLength(2);
    expect(attachments[0]).toMatchObject({ id: '7', file: { kind: 'file', filename: 'a.png' } });
    expect(attachments[1]).toMatchObject({ file: { kind: 'file', filename: 'b.png' } });
  });

  it('skips an empty file input and deletes temporary files once answered', async () => {
    const res = await multipart([
      ['title', 'x'],
      ['photo', { filename: 'p.png', content: PNG_1PX, type: 'image/png' }],
      ['empty', { filename: '', content: '', type: 'application/octet-stream' }],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'x', photo: { kind: 'file', onDisk: true } });
    expect(res.json().data).not.toHaveProperty('empty');
    const seen = seenTmpPaths.at(-1)!;
    expect(path.dirname(seen)).toBe(tmpDir());
    expect(fs.existsSync(seen)).toBe(false);
    expect(tmpFiles()).toEqual([]);
  });
});

describe('file fields', () => {
  it('validates a file with the uploadedFile schema', async () => {
    const ok = await multipart(
      [
        ['title', 'x'],
        ['photo', { filename: 'p.png', content: PNG_1PX, type: 'image/png' }],
      ],
      '/api/test/photo',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ title: 'x', size: PNG_1PX.length });
  });

  it('answers required for a missing file and "must be a file" for text in its place', async () => {
    const missing = await multipart([['title', 'x']], '/api/test/photo');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ photo: ['The photo field is required.'] });
    const text = await multipart(
      [
        ['title', 'x'],
        ['photo', 'not a file'],
      ],
      '/api/test/photo',
    );
    expect(text.json().errors).toEqual({ photo: ['The photo must be a file.'] });
  });

  it('refuses a JSON body that imitates an uploaded file', async () => {
    const forged: UploadedFile = {
      kind: 'file',
      fieldname: 'photo',
      filename: 'passwd.png',
      size: 10,
      tmpPath: '/etc/passwd',
      detected: { ext: 'png', mime: 'image/png' },
    };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/photo',
      headers: { locale: 'en' },
      payload: { title: 'x', photo: forged },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ photo: ['The photo must be a file.'] });
  });
});

describe('guards', () => {
  const pollution = [
    '__proto__[polluted]=1',
    'constructor[prototype][polluted]=1',
    'a[__proto__][polluted]=1',
    'a[b[__proto__]]=1',
  ];

  it.each(pollution)('refuses %s in an urlencoded body without polluting Object.prototype', async (body) => {
    const res = await urlencoded(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The field name .+ is not allowed\.$/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it.each(pollution)('refuses %s in a multipart body, file or text, storing nothing', async (body) => {
    const name = decodeURIComponent(body.split('=')[0]!);
    for (const value of ['1', { filename: 'a.png', content: PNG_1PX, type: 'image/png' }] as const) {
      const res = await multipart([[name, value]]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The field name ${name} is not allowed.`);
    }
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a bare __proto__ part', async () => {
    const res = await multipart([['__proto__', '1']]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses nesting deeper than 6 levels', async () => {
    const ok = await urlencoded('a[1][2][3][4][5][x]=1');
    expect(ok.statusCode).toBe(200);
    for (const send of [urlencoded, (b: string) => multipart([[b.split('=')[0]!, '1']])]) {
      const res = await send('a[1][2][3][4][5][6][7]=1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The fields are nested too deeply.' });
    }
  });

  it('refuses array indexes above 100 and more than 100 values under one name', async () => {
    expect((await urlencoded('items[100]=1')).statusCode).toBe(200);
    const res = await urlencoded('items[101]=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The items list has too many items.' });
    const many = await urlencoded(Array.from({ length: 101 }, (_, i) => `tags[]=${i}`).join('&'));
    expect(many.statusCode).toBe(400);
  });

  it('refuses 10,000 urlencoded fields with 413 and keeps serving', async () => {
    const body = Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join('&');
    const res = await urlencoded(body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request has too many fields.' });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses 10,000 multipart fields with 413 and keeps serving', async () => {
    const entries: MultipartEntry[] = Array.from({ length: 10_000 }, (_, i) => [`f${i}`, '1'] as const);
    const res = await multipart(entries);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request has too many fields.' });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('accepts exactly the field limit', async () => {
    const body = Array.from({ length: uploads.maxFields }, (_, i) => `f${i}=1`).join('&');
    expect((await urlencoded(body)).statusCode).toBe(200);
  });

  it('refuses more files than allowed, leaving no temporary file', async () => {
    const file = { filename: 'a.png', content: PNG_1PX, type: 'image/png' };
    const res = await multipart(Array.from({ length: uploads.maxFiles + 1 }, (_, i) => [`f${i}`, file] as const));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request has too many files.' });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a file over the size limit, leaving no temporary file', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(uploads.maxFileBytes)]);
    const res = await multipart([
      ['title', 'x'],
      ['photo', { filename: 'big.png', content: big, type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request or file is larger than allowed.' });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses files that together exceed the per-request limit with 413, leaving no temporary file', async () => {
    // Each file is within the per-file limit; the three together are not within the request's.
    const file = { filename: 'a.png', content: Buffer.concat([PNG_1PX, Buffer.alloc(40 * 1024)]), type: 'image/png' };
    for (const locale of ['en', 'ar']) {
      const { payload, headers } = await multipartPayload([
        ['a', file],
        ['b', file],
        ['c', file],
      ]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...headers, locale },
        payload,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        message:
          locale === 'en'
            ? 'The files of one request may not be larger than 0.1 MB together.'
            : 'مجموع أحجام الملفات في الطلب الواحد يجب ألا يزيد عن 0.1 ميغابايت.',
      });
    }
    expect(tmpFiles()).toEqual([]);
    const two = await multipart([
      ['a', file],
      ['b', file],
    ]);
    expect(two.statusCode).toBe(200);
  });

  it('refuses a field value over the size limit', async () => {
    const value = 'x'.repeat(uploads.maxFieldBytes + 1);
    for (const res of [await urlencoded(`note=${value}`), await multipart([['note', value]])]) {
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The note value is larger than allowed.' });
    }
  });

  it('answers 400 for a malformed multipart body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', locale: 'en' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request is not valid.' });
  });
});
