import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { imageVariant } from '@app/contracts/image-variants';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config';
import { registerFieldLabels } from '../i18n/messages';
import { fileService } from '../kernel/context';
import { type MultipartEntry, type MultipartFilePart, multipartPayload } from '../lib/multipart-payload';
import { S3Storage } from '../storage';
import {
  DOCX,
  jpegWithGps,
  MINIMAL_PDF as PDF,
  PLAIN_ZIP,
  peExecutable,
  SVG_WITH_SCRIPT,
  solidImage,
  XLSX,
} from '../test/files';
import { createTestContext, type TestContext } from '../test/harness';
import { testBucket } from '../test/s3';
import { clearStorage, readStored, storedKeys } from '../test/stored-files';
import { uploadedFile } from './form-body';
import { contentSecurityPolicy } from './security';
import {
  documentRule,
  imageRule,
  publicDownloadUrl,
  type StoredFile,
  saveUpload,
  sendPrivateFile,
  signPrivateUrl,
  spreadsheetRule,
} from './storage';
import type { ZodTypeProvider } from './validation';

function routes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/test/photo',
    { schema: { body: z.object({ title: z.string().min(3), photo: uploadedFile }) } },
    async (request) => ({ data: await saveUpload(app, request.body.photo, imageRule, { folder: 'test/photos' }) }),
  );
  r.post('/api/test/document', { schema: { body: z.object({ file: uploadedFile }) } }, async (request) => {
    const stored = await saveUpload(app, request.body.file, documentRule, { folder: 'careers', visibility: 'private' });
    return { data: { ...stored, signed: signPrivateUrl(app, stored.key, 60, 'السيرة الذاتية.pdf') } };
  });
  r.post('/api/test/public-document', { schema: { body: z.object({ file: uploadedFile }) } }, async (request) => ({
    data: await saveUpload(app, request.body.file, documentRule, { folder: 'reports' }),
  }));
  r.post('/api/test/sheet', { schema: { body: z.object({ file: uploadedFile }) } }, async (request) => ({
    data: await saveUpload(app, request.body.file, spreadsheetRule, { folder: 'imports', visibility: 'private' }),
  }));
  // Stands for an endpoint that has checked the caller's permission.
  r.get(
    '/api/test/private/:folder/:name',
    { schema: { params: z.object({ folder: z.string(), name: z.string() }) } },
    async (request, reply) => sendPrivateFile(reply, `${request.params.folder}/${request.params.name}`, 'report'),
  );
}

describe.each(['local', 's3'] as const)('on %s storage', (backend) => {
  let ctx: TestContext;
  const maxFileBytes = 200 * 1024;

  beforeAll(async () => {
    ctx = await createTestContext(
      {
        uploads: {
          maxFileBytes,
          maxFiles: 5,
          maxFields: 1000,
          maxFieldBytes: 64 * 1024,
          maxRequestBytes: 4 * maxFileBytes,
        },
      },
      { extraRoutes: routes, storage: backend },
    );
  });
  afterAll(() => ctx?.close());

  function filesUnder(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  }
  const tmpDir = () => path.join(ctx.dataDir, 'tmp');

  beforeEach(() => clearStorage(ctx.app.storage));

  async function post(url: string, entries: MultipartEntry[], locale = 'en') {
    const { payload, headers } = await multipartPayload(entries);
    return ctx.app.inject({ method: 'POST', url, headers: { ...headers, locale }, payload });
  }
  const photo = (part: MultipartFilePart, title = 'Shop front') =>
    post('/api/test/photo', [
      ['title', title],
      ['photo', part],
    ]);

  async function expectNothingStored() {
    expect(await storedKeys(ctx.app.storage, 'public')).toEqual([]);
    expect(await storedKeys(ctx.app.storage, 'private')).toEqual([]);
    expect(filesUnder(tmpDir())).toEqual([]);
  }

  describe('refused uploads store nothing', () => {
    it('refuses an executable named photo.jpg sent as image/jpeg', async () => {
      const res = await photo({ filename: 'photo.jpg', content: peExecutable(), type: 'image/jpeg' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { photo: ['The photo must be a file of type: jpg, png, webp, gif.'] },
      });
      await expectNothingStored();
    });

    it('answers the refusal in Arabic too', async () => {
      registerFieldLabels({ ar: { photo: 'الصورة' } });
      const { payload, headers } = await multipartPayload([
        ['title', 'Shop front'],
        ['photo', { filename: 'photo.jpg', content: peExecutable(), type: 'image/jpeg' }],
      ]);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/test/photo', headers, payload });
      expect(res.json().errors.photo).toEqual([
        'نوع الملف في حقل الصورة غير مسموح. الأنواع المسموحة: jpg, png, webp, gif.',
      ]);
    });

    it('refuses an SVG with a script named x.png', async () => {
      const res = await photo({ filename: 'x.png', content: SVG_WITH_SCRIPT, type: 'image/png' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.photo).toEqual(['The photo must be a file of type: jpg, png, webp, gif.']);
      await expectNothingStored();
    });

    it('refuses an oversized file with 413', async () => {
      const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(maxFileBytes)]);
      const res = await photo({ filename: 'big.jpg', content: big, type: 'image/jpeg' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request or file is larger than allowed.' });
      await expectNothingStored();
    });

    it('stores nothing when another field fails validation', async () => {
      const res = await photo({ filename: 'p.jpg', content: await jpegWithGps(), type: 'image/jpeg' }, 'ab');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ title: ['The title must be at least 3 characters.'] });
      await expectNothingStored();
    });

    it('refuses a truncated image that only looks like a JPEG', async () => {
      const jpeg = await jpegWithGps();
      const res = await photo({ filename: 'p.jpg', content: jpeg.subarray(0, 200), type: 'image/jpeg' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.photo).toEqual(['The photo file could not be read.']);
      await expectNothingStored();
    });
  });

  describe('public images', () => {
    it('re-encodes a JPEG: orientation applied, EXIF and GPS gone, random name from the sniffed type', async () => {
      const original = await jpegWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await photo({ filename: '../../etc/evil.php', content: original, type: 'application/x-php' });
      expect(res.statusCode).toBe(200);
      const stored = res.json().data;
      expect(stored).toMatchObject({ visibility: 'public', ext: 'jpg', mime: 'image/jpeg' });
      expect(stored.key).toMatch(/^test\/photos\/[0-9a-f-]{36}\.jpg$/);
      expect(stored.url).toBe(`/uploads/${stored.key}`);
      expect(filesUnder(tmpDir())).toEqual([]);

      const served = await ctx.app.inject({ method: 'GET', url: stored.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([20, 40]);
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    });

    it.each([
      ['png', () => solidImage('png', { width: 8, height: 8, background: '#0f0', alpha: true })],
      ['webp', () => solidImage('webp', { width: 8, height: 8, background: '#00f' })],
      ['gif', () => solidImage('gif', { width: 8, height: 8, background: '#ff0' })],
    ] as const)('keeps a %s in its own format', async (ext, make) => {
      const res = await photo({ filename: `p.${ext}`, content: await make(), type: `image/${ext}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.ext).toBe(ext);
      const served = await ctx.app.inject({ method: 'GET', url: res.json().data.url });
      expect((await sharp(served.rawPayload).metadata()).format).toBe(ext);
    });

    it('stores narrower copies of a picture for srcset, and leads a copy never made to the original', async () => {
      const wide = await solidImage('png', { width: 1200, height: 300, background: '#0a0' });
      const res = await photo({ filename: 'wide.png', content: wide, type: 'image/png' });
      expect(res.statusCode).toBe(200);
      const { key, url } = res.json().data as { key: string; url: string };
      const base = key.replace(/\.png$/, '');
      expect((await storedKeys(ctx.app.storage, 'public')).sort()).toEqual(
        [key, `${base}-w480.png`, `${base}-w960.png`].sort(),
      );
      for (const width of [480, 960]) {
        const copy = await ctx.app.inject({ method: 'GET', url: imageVariant(url, width) ?? '' });
        expect(copy.statusCode).toBe(200);
        expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ format: 'png', width });
      }

      // A narrow picture gets the copies it is wider than; the others lead to the original.
      const narrow = await photo({
        filename: 'n.png',
        content: await solidImage('png', { width: 600, height: 100, background: '#00a' }),
        type: 'image/png',
      });
      const narrowUrl = narrow.json().data.url as string;
      expect((await ctx.app.inject({ method: 'GET', url: imageVariant(narrowUrl, 480) ?? '' })).statusCode).toBe(200);
      const missing = await ctx.app.inject({ method: 'GET', url: imageVariant(narrowUrl, 960) ?? '' });
      expect(missing.statusCode).toBe(302);
      expect(missing.headers.location).toBe(narrowUrl);
      // Only the widths copies are made at: any other spelling is a plain 404.
      expect((await ctx.app.inject({ method: 'GET', url: narrowUrl.replace('.png', '-w700.png') })).statusCode).toBe(
        404,
      );

      // Removing the picture removes its copies.
      await fileService(ctx.app).remove({ key, visibility: 'public' } as StoredFile);
      expect((await storedKeys(ctx.app.storage, 'public')).filter((k) => k.startsWith(base))).toEqual([]);
    });

    it('answers a JSON 404 for a missing public file', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/uploads/test/nothing.jpg', headers: { locale: 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
    });
  });

  describe('public documents never run in the site origin', () => {
    async function publish(file: MultipartFilePart) {
      const res = await post('/api/test/public-document', [['file', file]]);
      expect(res.statusCode).toBe(200);
      return res.json().data as { key: string; url: string };
    }

    it('serves a PDF as a download in a sandbox, named by the link or by its key', async () => {
      const stored = await publish({ filename: 'report.pdf', content: PDF, type: 'application/pdf' });
      const plain = await ctx.app.inject({ method: 'GET', url: stored.url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-type']).toBe('application/pdf');
      const base = stored.key.slice(stored.key.lastIndexOf('/') + 1);
      expect(plain.headers['content-disposition']).toBe(`attachment; filename="${base}"; filename*=UTF-8''${base}`);
      expect(plain.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);
      expect(plain.rawPayload.equals(PDF)).toBe(true);

      const named = await ctx.app.inject({ method: 'GET', url: publicDownloadUrl(stored.url, 'التقرير السنوي 2024') });
      expect(named.statusCode).toBe(200);
      expect(named.headers['content-disposition']).toBe(
        `attachment; filename="_______ ______ 2024.pdf"; filename*=UTF-8''${encodeURIComponent('التقرير السنوي 2024.pdf')}`,
      );
      // The link names the download, never its type: the stored extension is kept.
      const renamed = await ctx.app.inject({
        method: 'GET',
        url: `${stored.url}?name=${encodeURIComponent('page.html')}`,
      });
      expect(renamed.headers['content-disposition']).toBe(
        `attachment; filename="page.html.pdf"; filename*=UTF-8''page.html.pdf`,
      );
    });

    it('serves a .docx as a download too; images stay inline, in a sandbox', async () => {
      const docx = await publish({ filename: 'minutes.docx', content: DOCX, type: 'application/octet-stream' });
      const served = await ctx.app.inject({ method: 'GET', url: docx.url });
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename=".+\.docx"/);
      expect(served.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);

      const image = (
        await photo({
          filename: 'p.png',
          content: await solidImage('png', { width: 4, height: 4, background: '#345' }),
        })
      ).json();
      const picture = await ctx.app.inject({ method: 'GET', url: image.data.url });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-disposition']).toBeUndefined();
      expect(picture.headers['content-security-policy']).toMatch(/(^|;)\s*sandbox(;|$)/);
    });

    // Only the bucket has object metadata; declared for that backend alone (not a skipped test on disk).
    if (backend === 's3') {
      it('stores documents with an attachment disposition, for links straight to the bucket', async () => {
        const stored = await publish({ filename: 'report.pdf', content: PDF, type: 'application/pdf' });
        const storage = ctx.app.storage as S3Storage;
        const head = await storage.client.send(
          new HeadObjectCommand({ Bucket: storage.bucket, Key: storage.objectKey('public', stored.key) }),
        );
        expect(head.ContentDisposition).toBe('attachment');
      });
    }
  });

  describe('private files', () => {
    async function storePdf() {
      const res = await post('/api/test/document', [
        ['file', { filename: 'cv.pdf', content: PDF, type: 'application/pdf' }],
      ]);
      expect(res.statusCode).toBe(200);
      return res.json().data as { key: string; url: null; signed: string; visibility: string };
    }

    it('is stored privately and never reachable under /uploads', async () => {
      const stored = await storePdf();
      expect(stored).toMatchObject({ visibility: 'private', url: null });
      expect(stored.key).toMatch(/^careers\/[0-9a-f-]{36}\.pdf$/);
      for (const url of [
        `/uploads/${stored.key}`,
        `/uploads/../private/${stored.key}`,
        `/uploads/%2e%2e/private/${stored.key}`,
        `/uploads/..%2fprivate%2f${stored.key.replace('/', '%2f')}`,
        `/private/${stored.key}`,
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.body).not.toContain('%PDF');
      }
    });

    it('downloads through a valid signed URL', async () => {
      const stored = await storePdf();
      expect(stored.signed).toMatch(/^\/api\/files\/signed\?key=.+&expires=\d+&name=.+&sig=[\w-]+$/);
      const res = await ctx.app.inject({ method: 'GET', url: stored.signed });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="______ _______.pdf"; filename*=UTF-8''${encodeURIComponent('السيرة الذاتية.pdf')}`,
      );
    });

    it('refuses a tampered signature, key or name with 403', async () => {
      const stored = await storePdf();
      const other = await storePdf();
      const url = new URL(stored.signed, 'http://x');
      const variants: Array<(u: URL) => void> = [
        (u) => u.searchParams.set('sig', `${u.searchParams.get('sig')!.slice(0, -2)}AA`),
        (u) => u.searchParams.set('sig', ''),
        (u) => u.searchParams.delete('sig'),
        (u) => u.searchParams.set('key', other.key),
        (u) => u.searchParams.set('name', 'other.pdf'),
        (u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600)),
        (u) => u.searchParams.set('key', '../../config.json'),
      ];
      for (const change of variants) {
        const tampered = new URL(url);
        change(tampered);
        const res = await ctx.app.inject({
          method: 'GET',
          url: `${tampered.pathname}${tampered.search}`,
          headers: { locale: 'en' },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'The download link is not valid.' });
      }
    });

    it('refuses an expired signature with 403', async () => {
      const stored = await storePdf();
      const expired = signPrivateUrl(ctx.app, stored.key, -1);
      const res = await ctx.app.inject({ method: 'GET', url: expired, headers: { locale: 'en' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'The download link has expired, please request a new one.' });
    });

    it('streams through sendPrivateFile for authorized endpoints', async () => {
      const stored = await storePdf();
      const res = await ctx.app.inject({ method: 'GET', url: `/api/test/private/${stored.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
      const missing = await ctx.app.inject({ method: 'GET', url: '/api/test/private/careers/nothing.pdf' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-disposition']).toBeUndefined();
    });

    it('accepts a .docx by content and refuses a plain zip', async () => {
      const docx = await post('/api/test/document', [['file', { filename: 'cv.docx', content: DOCX }]]);
      expect(docx.statusCode).toBe(200);
      expect(docx.json().data).toMatchObject({ ext: 'docx' });
      const zip = await post('/api/test/document', [['file', { filename: 'cv.docx', content: PLAIN_ZIP }]]);
      expect(zip.statusCode).toBe(422);
      expect(zip.json().errors.file).toEqual(['The file must be a file of type: pdf, jpg, png, webp, docx.']);
    });

    it('accepts spreadsheets as .xlsx or CSV text, never markup', async () => {
      const xlsx = await post('/api/test/sheet', [['file', { filename: 'offers.xlsx', content: XLSX }]]);
      expect(xlsx.json().data).toMatchObject({ ext: 'xlsx' });
      const csv = await post('/api/test/sheet', [
        ['file', { filename: 'offers.csv', content: '\uFEFFsku,price\nA1,12.50\n' }],
      ]);
      expect(csv.json().data).toMatchObject({ ext: 'csv', mime: 'text/csv' });
      for (const [filename, content] of [
        ['offers.csv', '<html><script>alert(1)</script></html>'],
        ['offers.csv', SVG_WITH_SCRIPT],
        ['offers.csv', peExecutable()],
        ['offers.txt', 'sku,price\n'],
      ] as const) {
        const res = await post('/api/test/sheet', [['file', { filename, content }]]);
        expect(res.statusCode, filename).toBe(422);
        expect(res.json().errors.file).toEqual(['The file must be a file of type: xlsx, csv.']);
      }
    });
  });

  describe('the storage interface', () => {
    it('cannot leave the storage root', async () => {
      const storage = ctx.app.storage;
      for (const key of [
        '../x.jpg',
        'a/../../b.jpg',
        '/etc/passwd',
        'a\\..\\b.jpg',
        'a/./b.jpg',
        '.hidden.jpg',
        'a//b.jpg',
        'noext',
      ]) {
        await expect(storage.putPublic(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.open('private', key), key).rejects.toThrow(/Invalid storage key/);
        await expect(storage.remove('private', key), key).rejects.toThrow(/Invalid storage key/);
      }
      await storage.putPublic('a/b/c.jpg', Buffer.from('x'));
      expect(await storage.stat('public', 'a/b/c.jpg')).toEqual({ size: 1 });
      await storage.remove('public', 'a/b/c.jpg');
      expect(await storage.stat('public', 'a/b/c.jpg')).toBeNull();
    });

    it('keeps the public and private areas apart', async () => {
      const storage = ctx.app.storage;
      await storage.putPrivate('reports/q1.pdf', PDF);
      expect(await storage.stat('public', 'reports/q1.pdf')).toBeNull();
      expect(await storage.open('public', 'reports/q1.pdf')).toBeNull();
      expect(await readStored(storage, 'private', 'reports/q1.pdf')).toEqual(PDF);
      expect(await storedKeys(storage, 'private')).toEqual(['reports/q1.pdf']);
      expect(await storedKeys(storage, 'public')).toEqual([]);
    });

    it('replaces on put and ignores a second remove, so writes can be retried and undone', async () => {
      const storage = ctx.app.storage;
      await storage.putPublic('news/a.pdf', Buffer.from('first version'));
      await storage.putPublic('news/a.pdf', Buffer.from('second'));
      expect(await readStored(storage, 'public', 'news/a.pdf')).toEqual(Buffer.from('second'));
      expect(await storage.stat('public', 'news/a.pdf')).toEqual({ size: 6 });
      await storage.remove('public', 'news/a.pdf');
      await storage.remove('public', 'news/a.pdf');
      await storage.remove('private', 'never/stored.pdf');
      expect(await storage.open('public', 'news/a.pdf')).toBeNull();
    });

    it('stores streams with and without a known length', async () => {
      const storage = ctx.app.storage;
      const content = Buffer.alloc(300 * 1024, 7);
      await storage.putPrivate('big/known.pdf', Readable.from([content.subarray(0, 1000), content.subarray(1000)]), {
        size: content.length,
      });
      await storage.putPrivate('big/unknown.pdf', Readable.from([content.subarray(0, 5), content.subarray(5)]));
      expect(await readStored(storage, 'private', 'big/known.pdf')).toEqual(content);
      expect(await readStored(storage, 'private', 'big/unknown.pdf')).toEqual(content);
      expect(await storedKeys(storage, 'private', 'big')).toEqual(['big/known.pdf', 'big/unknown.pdf']);
      expect(await storedKeys(storage, 'private', 'bi')).toEqual([]);
    });
  });
});

describe('object storage specifics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { storage: 's3' });
  });
  afterAll(() => ctx?.close());

  it('serves public files with a validator and answers 304 to a matching one', async () => {
    const png = await solidImage('png', { width: 4, height: 4, background: '#123' });
    await ctx.app.storage.putPublic('site/logo.png', png);
    const first = await ctx.app.inject({ method: 'GET', url: '/uploads/site/logo.png' });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(png)).toBe(true);
    expect(first.headers['content-length']).toBe(String(png.length));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/uploads/site/logo.png',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await ctx.app.inject({ method: 'HEAD', url: '/uploads/site/logo.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
  });

  it('never serves private objects or odd keys at /uploads', async () => {
    await ctx.app.storage.putPrivate('careers/cv.pdf', PDF);
    for (const url of ['/uploads/careers/cv.pdf', '/uploads/private/careers/cv.pdf', '/uploads/..%2fprivate/x.pdf']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { locale: 'en' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
    }
  });

  it('keeps objects under a key prefix and links public files to a CDN address when configured', async () => {
    const settings = await testBucket(inject('s3Endpoint'));
    const storage = new S3Storage({ ...settings, keyPrefix: 'staging', publicBaseUrl: 'https://cdn.example.com/' });
    try {
      await storage.putPublic('branches/x.webp', Buffer.from('w'));
      await storage.putPrivate('careers/y.pdf', PDF);
      const listed = await storage.client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      expect(listed.Contents?.map((o) => o.Key).sort()).toEqual([
        'staging/private/careers/y.pdf',
        'staging/public/branches/x.webp',
      ]);
      expect(await storedKeys(storage, 'public')).toEqual(['branches/x.webp']);
      expect(storage.publicUrl('branches/x.webp')).toBe('https://cdn.example.com/branches/x.webp');
    } finally {
      await storage.close();
    }
  });

  it('lists a folder across pages', async () => {
    const settings = await testBucket(inject('s3Endpoint'));
    const storage = new S3Storage({ ...settings, listPageSize: 4 });
    try {
      const keys = Array.from({ length: 10 }, (_, i) => `many/${i}.png`).sort();
      for (const key of keys) await storage.putPublic(key, Buffer.from('p'));
      await storage.putPublic('other/x.png', Buffer.from('p'));
      let requests = 0;
      storage.client.middlewareStack.add(
        (next) => (args) => {
          requests += 1;
          return next(args);
        },
        { step: 'initialize' },
      );
      expect(await storedKeys(storage, 'public', 'many')).toEqual(keys);
      expect(requests).toBe(3);
      expect(await storedKeys(storage, 'public')).toHaveLength(11);
    } finally {
      await storage.close();
    }
  });

  it('refuses to start on a bucket it cannot reach, naming it', async () => {
    const settings = await testBucket(inject('s3Endpoint'));
    const storage = new S3Storage({ ...settings, bucket: 'no-such-bucket-here' });
    try {
      await expect(storage.check()).rejects.toThrow(/bucket "no-such-bucket-here" is not usable \(HTTP 404\)/);
      await expect(storage.open('public', 'a/b.png')).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });
});

describe('storage configuration', () => {
  it('uses the local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ backend: 'local' });
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'pharmacy-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/files/',
    });
    expect(config.storage).toEqual({
      backend: 's3',
      bucket: 'pharmacy-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      keyPrefix: undefined,
      publicBaseUrl: 'https://cdn.example.com/files',
    });
    const aws = loadConfig({ STORAGE: 's3', S3_BUCKET: 'pharmacy-files', S3_REGION: 'me-south-1' }).storage;
    expect(aws).toMatchObject({ region: 'me-south-1', forcePathStyle: false, credentials: undefined });
  });

  it('lets pages show public files from the configured CDN address', () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_PUBLIC_URL: 'https://cdn.example.com/p/' });
    expect(contentSecurityPolicy(config)['img-src']).toContain('https://cdn.example.com');
    expect(contentSecurityPolicy(loadConfig({}))['img-src']).not.toContain('https://cdn.example.com');
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET: required when STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }, /set both or neither/],
    [{ STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET: must be a valid bucket name/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
    [{ STORAGE: 's3', S3_BUCKET: 'files', S3_PREFIX: '../up' }, /S3_PREFIX/],
    [{ STORAGE: 'ftp' }, /STORAGE/],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
