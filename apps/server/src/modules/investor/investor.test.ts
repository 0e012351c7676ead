import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInvestor, seedInvestigator, seedNews, seedQuestions } from '../../cli/demo/investor';
import { FINANCE_MARKET, INDICATORS, NEWS, QUESTIONS, REPORTS } from '../../cli/demo/investor-content';
import { news as newsTable } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { INVESTOR_TAGS } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // 6 news, 8 indicators, 3 reports with 6 files, 4 links, 1 investigator, 12 questions
  expect((await seedDemoInvestor(ctx.app.db, ctx.app.storage)).created).toBe(40);
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const body = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('demo seed', () => {
  it('runs once: a second run finds the content and adds nothing', async () => {
    expect(await seedDemoInvestor(ctx.app.db, ctx.app.storage)).toEqual({ created: 0 });
    expect(await ctx.app.db.$count(newsTable)).toBe(NEWS.length);
  });
});

describe('GET /api/news/{id}', () => {
  it('answers one item in both languages, as the list shows it', async () => {
    const { data: list } = await body('/api/listNews?limit=1');
    const { data } = await body(`/api/news/${list[0].id}`);
    expect(data).toEqual(list[0]);
    expect(data.translation.map((t: { local: string }) => t.local)).toEqual(['ar', 'en']);
  });

  it('answers 404 for an unknown or malformed item address, and keeps none', async () => {
    for (const [url, status] of [
      ['/api/news/999999', 404],
      ['/api/news/abc', 404],
      ['/api/news/0', 404],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['x-cache'], url).toBeUndefined();
    }
  });
});

describe('GET /api/listNews', () => {
  it('pages the news newest first, each with image and translation entries (local, name, content)', async () => {
    const { data, total } = await body('/api/listNews');
    expect(total).toBe(6);
    expect(data).toHaveLength(6);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['created_at', 'id', 'image', 'translation']);
      expect(item.image).toMatch(/^\/uploads\/news\/[\w-]+\.webp$/);
      expect(item.translation.map((t: { local: string }) => t.local)).toEqual(['ar', 'en']);
      for (const entry of item.translation) expect(Object.keys(entry).sort()).toEqual(['content', 'local', 'name']);
    }
    const times = data.map((item: { created_at: string }) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data[0].translation[1].name).toBe(NEWS[0]!.name.en);
  });

  it('keeps only the language asked for with `local`', async () => {
    const { data } = await body('/api/listNews?local=en');
    for (const item of data) {
      expect(item.translation).toHaveLength(1);
      expect(item.translation[0].local).toBe('en');
    }
    const ar = await body('/api/listNews?local=ar');
    expect(ar.data[0].translation[0].name).toBe(NEWS[0]!.name.ar);
  });

  it('honours page and limit and reports the full total', async () => {
    const first = await body('/api/listNews?page=1&limit=4');
    const second = await body('/api/listNews?page=2&limit=4');
    expect(first.data).toHaveLength(4);
    expect(second.data).toHaveLength(2);
    expect(second.total).toBe(6);
    const ids = [...first.data, ...second.data].map((item: { id: number }) => item.id);
    expect(new Set(ids).size).toBe(6);
    expect((await body('/api/listNews?page=3&limit=4')).data).toEqual([]);
  });

  it.each([
    ['local=fr', 'local'],
    ['limit=101', 'limit'],
    ['page=0', 'page'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(`/api/listNews?${query}`, { locale: 'en' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
  });
});

describe('GET /api/indicatorPerformance', () => {
  it('lists one category with id, value, category and translations (title, description, locale)', async () => {
    const metrics = (await body('/api/indicatorPerformance?category=key_metrics')).data;
    const kpis = (await body('/api/indicatorPerformance?category=kpis')).data;
    expect(metrics).toHaveLength(4);
    expect(kpis).toHaveLength(4);
    expect(metrics.every((i: { category: string }) => i.category === 'key_metrics')).toBe(true);
    expect(kpis.every((i: { category: string }) => i.category === 'kpis')).toBe(true);
    for (const item of [...metrics, ...kpis]) {
      expect(Object.keys(item).sort()).toEqual(['category', 'id', 'translation', 'translations', 'value']);
      for (const entry of item.translations)
        expect(Object.keys(entry).sort()).toEqual(['description', 'locale', 'title']);
    }
    expect(metrics[0].value).toBe(INDICATORS[0]!.value);
    expect((await body('/api/indicatorPerformance')).data).toHaveLength(8);
  });

  it('follows the locale header', async () => {
    const ar = (await body('/api/indicatorPerformance?category=kpis')).data;
    const en = (await body('/api/indicatorPerformance?category=kpis', { locale: 'en' })).data;
    expect(ar[0].translation).toEqual({
      locale: 'ar',
      title: ar[0].translations[0].title,
      description: expect.any(String),
    });
    expect(en[0].translation.locale).toBe('en');
    expect(en[0].translation.title).toBe(INDICATORS.find((i) => i.category === 'kpis')!.title.en);
  });

  it('answers 422 with a localized message for an unknown category', async () => {
    const en = await get('/api/indicatorPerformance?category=branches', { locale: 'en' });
    const ar = await get('/api/indicatorPerformance?category=branches');
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors)).toEqual(['category']);
    expect(ar.statusCode).toBe(422);
    expect(en.json().errors.category).toEqual(['The selected category is invalid.']);
    expect(ar.json().errors.category).toEqual(['القيمة المختارة في حقل التصنيف غير صحيحة.']);
  });
});

describe('GET /api/reportsResults', () => {
  it('lists reports with image, translation titles and files whose download_url serves a PDF', async () => {
    const { data } = await body('/api/reportsResults');
    expect(data).toHaveLength(REPORTS.length);
    expect(data[0].translation).toEqual([
      { locale: 'ar', title: REPORTS[0]!.title.ar },
      { locale: 'en', title: REPORTS[0]!.title.en },
    ]);
    for (const report of data) {
      expect(Object.keys(report).sort()).toEqual(['files', 'id', 'image', 'translation']);
      expect(report.files).toHaveLength(2);
      for (const file of report.files) {
        expect(Object.keys(file).sort()).toEqual(['download_url', 'id', 'translation']);
        expect(file.translation.map((t: { locale: string }) => t.locale)).toEqual(['ar', 'en']);
        // A download named after the document's title in the request's language (Arabic by default).
        const title = file.translation.find((t: { locale: string }) => t.locale === 'ar').title as string;
        expect(file.download_url).toMatch(/^\/uploads\/reports\/files\/[\w-]+\.pdf\?name=/);
        const pdf = await get(file.download_url);
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
        const encoded = /filename\*=UTF-8''(.+)$/.exec(pdf.headers['content-disposition'] as string)?.[1] ?? '';
        expect(decodeURIComponent(encoded)).toBe(`${title}.pdf`);
        expectValidPdf(pdf.rawPayload);
      }
    }
  });
});

/** Header, trailer and a cross-reference table whose offsets point at the objects. */
function expectValidPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  expect(offsets.length).toBeGreaterThanOrEqual(5);
  offsets.forEach((offset, i) => {
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
  const start = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(start + length, start + length + '\nendstream'.length)).toBe('\nendstream');
}

describe('GET /api/listFinanceMarket and /api/listInvestigator', () => {
  it('lists money-market links with url and translation (local, name)', async () => {
    const { data } = await body('/api/listFinanceMarket');
    expect(data).toHaveLength(FINANCE_MARKET.length);
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual(['id', 'translation', 'url']);
      expect(item.url).toMatch(/^https:\/\//);
      expect(item.translation.map((t: { local: string }) => t.local)).toEqual(['ar', 'en']);
      for (const entry of item.translation) expect(Object.keys(entry).sort()).toEqual(['local', 'name']);
    }
  });

  it('lists the investigator entry with image and translation (local, name, content)', async () => {
    const { data } = await body('/api/listInvestigator');
    expect(data).toHaveLength(1);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'image', 'translation']);
    expect(data[0].image).toMatch(/^\/uploads\/investigator\//);
    for (const entry of data[0].translation) expect(Object.keys(entry).sort()).toEqual(['content', 'local', 'name']);
  });
});

describe('GET /api/investor_relation_questions', () => {
  it('lists the questions of the request language only', async () => {
    const ar = (await body('/api/investor_relation_questions')).data;
    const en = (await body('/api/investor_relation_questions', { locale: 'en' })).data;
    expect(ar).toHaveLength(QUESTIONS.ar.length);
    expect(en).toHaveLength(QUESTIONS.en.length);
    for (const item of ar) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'id', 'locale', 'question']);
      expect(item.locale).toBe('ar');
    }
    expect(en.every((item: { locale: string }) => item.locale === 'en')).toBe(true);
    expect(en[0].question).toBe(QUESTIONS.en[0]!.question);
    // The branch table the public page falls back to comes from the data here.
    expect(en[0].answer).toContain('<table>');
    expect(en[0].answer).toContain('<th>125</th>');
  });
});

describe('rich text is sanitized on write', () => {
  const hostile = '<p>ok</p><script>alert(1)</script><img src="https://example.com/x.png" onerror="alert(2)">';

  it('a <script> or onerror= written as news, investigator or FAQ never comes back', async () => {
    await seedNews(ctx.app.db, {
      image: null,
      name: { ar: 'خبر', en: 'News' },
      content: { ar: hostile, en: hostile },
      createdAt: new Date(Date.now() + 60_000),
    });
    await seedInvestigator(ctx.app.db, {
      image: null,
      name: { ar: 'اسم', en: 'Name' },
      content: { ar: hostile, en: hostile },
    });
    await seedQuestions(ctx.app.db, [{ locale: 'en', question: 'Safe?', answer: hostile }]);
    await ctx.app.invalidatePublic([INVESTOR_TAGS.news, INVESTOR_TAGS.investigator, INVESTOR_TAGS.questions]);

    const answers = [
      await get('/api/listNews'),
      await get('/api/listInvestigator'),
      await get('/api/investor_relation_questions', { locale: 'en' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/<script|onerror=|alert\(/i);
      expect(res.body).toContain('<p>ok</p>');
    }
    const [latest] = answers[0]!.json().data;
    expect(latest.translation[0].content).toBe('<p>ok</p><img src="https://example.com/x.png" />');
  });
});

describe('public cache on the investor routes', () => {
  it('serves indicators per language from the cache until invalidated', async () => {
    await ctx.app.invalidatePublic([INVESTOR_TAGS.indicators]);
    const ar1 = await get('/api/indicatorPerformance?category=kpis');
    const en1 = await get('/api/indicatorPerformance?category=kpis', { locale: 'en' });
    const ar2 = await get('/api/indicatorPerformance?category=kpis');
    expect([ar1.headers['x-cache'], en1.headers['x-cache'], ar2.headers['x-cache']]).toEqual(['MISS', 'MISS', 'HIT']);
    expect(ar2.headers.etag).toBe(ar1.headers.etag);
    expect(en1.headers.etag).not.toBe(ar1.headers.etag);
    await ctx.app.invalidatePublic([INVESTOR_TAGS.news]);
    expect((await get('/api/indicatorPerformance?category=kpis')).headers['x-cache']).toBe('HIT');
    await ctx.app.invalidatePublic([INVESTOR_TAGS.indicators]);
    expect((await get('/api/indicatorPerformance?category=kpis')).headers['x-cache']).toBe('MISS');
  });
});
