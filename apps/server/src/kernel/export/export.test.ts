import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logActions } from '../../db/schema/index';
import { authHeader, signInAs } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { unzip } from '../../test/read-xlsx';
import { csvField, csvStream } from './csv';
import { type Cell, exportBytes, exportRoute, keysetBatches } from './index';

const PEOPLE = Array.from({ length: 503 }, (_, i) => ({ id: i + 1, name: i % 2 ? `سارة ${i}` : `Omar, "O" ${i}` }));

/** A test export over an in-memory list, filtered like a list would be. */
function exportRoutes(app: FastifyInstance) {
  exportRoute(app, {
    url: '/api/admin/kernel-test/people/export',
    permission: 'list users',
    tag: 'kernel test',
    summary: 'test',
    filters: z.object({ odd: z.enum(['0', '1']).optional() }),
    log: { action: 'list users', subject: 'people' },
    file: (ctx, filters) => ({
      baseName: ctx.locale === 'ar' ? 'الأشخاص' : 'people',
      sheetName: 'people',
      header: ['id', 'name'],
      rightToLeft: ctx.locale === 'ar',
      batches: keysetBatches(
        async (after: number | null, limit) =>
          PEOPLE.filter((p) => p.id > (after ?? 0) && (filters.odd === undefined || p.id % 2 === Number(filters.odd)))
            .slice(0, limit)
            .map((p): Cell[] => [p.id, p.name]),
        (row) => row[0] as number,
      ),
    }),
  });
}

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: exportRoutes });
  token = (await signInAs(ctx.app, { permissions: ['list users'] })).token;
});
afterAll(() => ctx.close());

const get = (query: string, as = token, locale = 'en') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/admin/kernel-test/people/export${query}`,
    headers: { ...authHeader(as), locale },
  });

async function drain(bytes: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of bytes) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

async function* batchesOf(rows: Cell[][], size: number, pulled: { count: number }) {
  for (let i = 0; i < rows.length; i += size) {
    pulled.count++;
    yield rows.slice(i, i + size);
  }
}

describe('CSV', () => {
  it('quotes what needs quoting and keeps Arabic, numbers and empty cells as they are', () => {
    expect(csvField('صيدلية الرواء')).toBe('صيدلية الرواء');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('never lets a cell start a formula', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvField('+1+2')).toBe("'+1+2");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField('+966 55')).toBe("'+966 55");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
  });

  it('keeps a phone number text without a visible mark: an invisible left-to-right mark before its plus', () => {
    // A plus and digits only can run nothing, but a spreadsheet would read it as a number (9.66551E+11).
    expect(csvField('+966551112233')).toBe('\u200E+966551112233');
    expect(csvField('+9715012345')).toBe('\u200E+9715012345');
    // Its digits are what a person reads, and what the shop's searches find once the mark is folded away.
    expect(csvField('+966551112233').replace(/\u200E/g, '')).toBe('+966551112233');
    // Not a phone number: the apostrophe stays.
    expect(csvField('+96655111223344556677')).toBe("'+96655111223344556677");
  });

  it('starts with the byte-order mark, ends lines with CRLF', async () => {
    const pulled = { count: 0 };
    const text = await drain(csvStream({ header: ['الاسم', 'العمر'], batches: batchesOf([['سارة', 30]], 10, pulled) }));
    expect(text).toBe('\uFEFFالاسم,العمر\r\nسارة,30\r\n');
  });

  it('reads one batch at a time: the rows are pulled only as the bytes are taken', async () => {
    const rows: Cell[][] = Array.from({ length: 1000 }, (_, i) => [i, `row ${i}`]);
    for (const format of ['csv', 'xlsx'] as const) {
      const pulled = { count: 0 };
      const bytes = exportBytes(
        {
          baseName: 'x',
          sheetName: 'x',
          header: ['n', 'text'],
          rightToLeft: false,
          batches: batchesOf(rows, 100, pulled),
        },
        format,
      );
      let taken = 0;
      for await (const _chunk of bytes) {
        taken++;
        // A slow reader: the writer never runs more than one batch ahead of what was taken.
        expect(pulled.count, format).toBeLessThanOrEqual(taken);
        if (taken === 3) break;
      }
      expect(pulled.count, format).toBeLessThan(10);
    }
  });
});

describe('keysetBatches', () => {
  it('crosses batch boundaries without skipping or repeating a row', async () => {
    let reads = 0;
    const all: number[] = [];
    for await (const batch of keysetBatches(
      async (after: number | null, limit) => {
        reads++;
        return PEOPLE.filter((p) => p.id > (after ?? 0)).slice(0, limit);
      },
      (p) => p.id,
    )) {
      expect(batch.length).toBeLessThanOrEqual(200);
      all.push(...batch.map((p) => p.id));
    }
    expect(all).toEqual(PEOPLE.map((p) => p.id));
    expect(reads).toBe(3);
  });
});

describe('exportRoute', () => {
  it('streams the rows the filters select, as CSV with its name and headers, and logs the export', async () => {
    const before = await ctx.app.db.$count(logActions, eq(logActions.subject, 'people'));
    const res = await get('?odd=1&format=csv', token, 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_______.csv"; filename*=UTF-8''${encodeURIComponent('الأشخاص.csv')}`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('id,name');
    const ids = lines.slice(1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(PEOPLE.filter((p) => p.id % 2 === 1).map((p) => p.id));
    expect(lines[2]).toBe('3,"Omar, ""O"" 2"');
    expect(await ctx.app.db.$count(logActions, eq(logActions.subject, 'people'))).toBe(before + 1);
  });

  it('answers the first format when none is named (here CSV, then XLSX on request)', async () => {
    const xlsx = await get('?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const sheet = unzip(xlsx.rawPayload).get('xl/worksheets/sheet1.xml')!.toString('utf8');
    expect(sheet.match(/<row /g)).toHaveLength(PEOPLE.length + 1);
    expect((await get('')).headers['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('refuses a bad filter or format with a 422 in JSON before any byte, and a caller without the permission', async () => {
    for (const query of ['?odd=2', '?format=pdf']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const other = await signInAs(ctx.app, { permissions: ['list news'] });
    expect((await get('', other.token)).statusCode).toBe(403);
  });
});
