import type { ArticleAnswer, MagazineCategoryAnswer } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMagazine } from '../../cli/demo/magazine';
import { DEMO_ARTICLES } from '../../cli/demo/magazine-articles';
import { articles, magazineCategories, magazineSubcategories } from '../../db/schema/index';
import { AppError } from '../../errors';
import { createTestContext, type TestContext } from '../../test/harness';
import { createArticle, createMagazineSubcategory } from './service';

let ctx: TestContext;
let app: FastifyInstance;
let categories: MagazineCategoryAnswer[];
let extraArticleId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
  expect(await seedDemoMagazine(app.db, app.storage)).toEqual({ created: 40 });
  const [wellness] = await app.db.select().from(magazineCategories).where(eq(magazineCategories.code, 'wellness'));
  // Rich text as a careless editor might paste it, and an inactive article that must stay hidden.
  extraArticleId = await createArticle(app.db, {
    categoryId: wellness!.id,
    name: { ar: 'الأطعمة المفيدة للمناعة', en: 'Foods that support immunity' },
    description: {
      ar: '<p onclick="steal()">نص <strong>عريض</strong></p><script>alert(1)</script><a href="javascript:alert(1)">رابط</a>',
      en: '<p style="color:red">Plain</p><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">',
    },
    tags: { ar: [' المناعة ', 'المناعه', ''], en: ['Immunity'] },
    createdAt: new Date(Date.now() - 400 * 86_400_000),
  });
  await createArticle(app.db, {
    categoryId: wellness!.id,
    name: { ar: 'مقال مسودة غير منشور', en: 'Unpublished draft article' },
    description: { ar: '<p>مسودة</p>', en: '<p>Draft</p>' },
    tags: { ar: ['مسودة'], en: ['draft'] },
    active: false,
  });
  categories = (await app.inject({ method: 'GET', url: '/api/magazineCategory' })).json().data;
});

afterAll(async () => {
  await ctx?.close();
});

async function articlesPage(query = '', locale = 'ar'): Promise<{ data: ArticleAnswer[]; total: number }> {
  const res = await app.inject({ method: 'GET', url: `/api/article${query}`, headers: { locale } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const q = encodeURIComponent;

describe('GET /api/magazineCategory', () => {
  it('lists the categories with code and both names', async () => {
    expect(categories).toHaveLength(4);
    expect(categories.map((c) => c.code)).toEqual(['nutrition', 'chronic-diseases', 'mother-child', 'wellness']);
    expect(categories[0]).toEqual({
      id: expect.any(Number),
      code: 'nutrition',
      name: 'التغذية',
      translation: [
        { locale: 'ar', name: 'التغذية' },
        { locale: 'en', name: 'Nutrition' },
      ],
    });
  });
});

describe('GET /api/magazineSubcategory', () => {
  it('lists the subcategories of the chosen category', async () => {
    for (const category of categories) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/magazineSubcategory?magazine_category_id=${category.id}`,
      });
      expect(res.statusCode).toBe(200);
      const subs = res.json().data;
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(3);
      for (const sub of subs) {
        expect(Object.keys(sub).sort()).toEqual(['id', 'magazine_category_id', 'name', 'translation']);
        expect(sub.magazine_category_id).toBe(category.id);
        expect(sub.translation.map((t: { locale: string }) => t.locale)).toEqual(['ar', 'en']);
      }
    }
  });

  it('lists all subcategories without a category, and refuses a malformed id', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/magazineSubcategory' });
    expect(all.json().data).toHaveLength(11);
    const bad = await app.inject({ method: 'GET', url: '/api/magazineSubcategory?magazine_category_id=abc' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['magazine_category_id']);
  });
});

describe('GET /api/article', () => {
  it('pages the active articles, newest first, with the fields of the spec', async () => {
    const page = await articlesPage();
    expect(page.total).toBe(41);
    expect(page.data).toHaveLength(10);
    const article = page.data[0]!;
    expect(Object.keys(article).sort()).toEqual(
      [
        'id',
        'image',
        'active',
        'created_at',
        'category_id',
        'subcategory_id',
        'category',
        'subcategory',
        'translation',
      ].sort(),
    );
    expect(article.active).toBe(1);
    expect(article.image).toMatch(/^\/uploads\/articles\/[\w-]+\.webp$/);
    expect(article.category).toEqual({ id: article.category_id, name: expect.any(String) });
    expect(article.subcategory).toEqual({ id: article.subcategory_id, name: expect.any(String) });
    expect(article.translation.map((t) => t.locale)).toEqual(['ar', 'en']);
    for (const entry of article.translation) {
      expect(Object.keys(entry).sort()).toEqual(['description', 'locale', 'name', 'tags']);
      expect(entry.description).toMatch(/^<p>.+<\/p><h3>.+<\/h3><ul>(<li>.+<\/li>){3}<\/ul><p>.+<\/p>$/);
      expect(entry.tags.length).toBeGreaterThanOrEqual(2);
    }
    const dates = page.data.map((a) => a.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const second = await articlesPage('?page=2');
    expect(second.data).toHaveLength(10);
    expect(second.data.map((a) => a.id)).not.toContain(article.id);
    const all = await articlesPage('?limit=100');
    expect(all.data).toHaveLength(41);
    expect(new Set(all.data.map((a) => a.id)).size).toBe(41);
    const cover = await app.inject({ method: 'GET', url: article.image! });
    expect(cover.statusCode).toBe(200);
  });

  it('names the category and subcategory in the request language', async () => {
    const [ar] = (await articlesPage(`?category_id=${categories[0]!.id}&limit=1`)).data;
    const [en] = (await articlesPage(`?category_id=${categories[0]!.id}&limit=1`, 'en')).data;
    expect(ar!.category.name).toBe('التغذية');
    expect(en!.category.name).toBe('Nutrition');
    expect(en!.subcategory!.name).not.toBe(ar!.subcategory!.name);
  });

  it('leaves inactive articles out', async () => {
    const all = await articlesPage('?limit=100');
    expect(all.data.flatMap((a) => a.translation.map((t) => t.name))).not.toContain('Unpublished draft article');
    expect((await articlesPage(`?name=${q('مسودة')}`)).total).toBe(0);
    expect((await articlesPage(`?tag=draft`)).total).toBe(0);
  });

  it('filters by category', async () => {
    const category = categories.find((c) => c.code === 'chronic-diseases')!;
    const page = await articlesPage(`?category_id=${category.id}&limit=100`);
    expect(page.total).toBe(10);
    expect(page.data.every((a) => a.category_id === category.id)).toBe(true);
  });

  it('filters by subcategory', async () => {
    const [diabetes] = await app.db
      .select()
      .from(magazineSubcategories)
      .where(sql`${magazineSubcategories.name} ->> 'en' = 'Diabetes'`);
    const page = await articlesPage(`?subcategory_id=${diabetes!.id}&limit=100`);
    expect(page.total).toBe(4);
    expect(page.data.every((a) => a.subcategory_id === diabetes!.id)).toBe(true);
    // A subcategory of another category gives nothing.
    const nutrition = categories.find((c) => c.code === 'nutrition')!;
    expect((await articlesPage(`?subcategory_id=${diabetes!.id}&category_id=${nutrition.id}`)).total).toBe(0);
  });

  it('filters by tag in either language, folded', async () => {
    const arabic = await articlesPage(`?tag=${q('السكري')}&limit=100`);
    expect(arabic.total).toBe(DEMO_ARTICLES.filter((a) => a.tags.ar.includes('السكري')).length);
    expect(arabic.total).toBeGreaterThan(1);
    for (const article of arabic.data) {
      expect(article.translation[0]!.tags).toContain('السكري');
    }
    const english = await articlesPage('?tag=Diabetes&limit=100');
    expect(english.data.map((a) => a.id).sort()).toEqual(arabic.data.map((a) => a.id).sort());
    // Tags are matched whole, not as a part of a longer tag.
    expect((await articlesPage(`?tag=${q('السكر')}`)).total).toBe(0);
    expect((await articlesPage(`?tag=${q('المناعة')}`)).data.map((a) => a.id)).toEqual([extraArticleId]);
  });

  it('searches names in both languages, Arabic-aware', async () => {
    const vitamin = await articlesPage(`?name=${q('فيتامين د')}`);
    expect(vitamin.data.map((a) => a.translation[1]!.name)).toEqual(['Vitamin D: do you need a supplement?']);
    expect((await articlesPage(`?name=${q('الاطعمه')}`)).data.map((a) => a.id)).toEqual([extraArticleId]);
    expect((await articlesPage('?name=SUNSCREEN')).total).toBe(1);
    const pregnancy = await articlesPage(`?name=${q('الحمل')}`);
    expect(pregnancy.total).toBeGreaterThanOrEqual(2);
    expect(pregnancy.data.every((a) => a.translation[0]!.name.includes('الحمل'))).toBe(true);
  });

  it('combines filters', async () => {
    const chronic = categories.find((c) => c.code === 'chronic-diseases')!;
    const page = await articlesPage(`?category_id=${chronic.id}&tag=${q('ضغط الدم')}&name=${q('جهاز')}`);
    expect(page.data.map((a) => a.translation[1]!.name)).toEqual(['Choosing a home blood pressure monitor']);
  });

  it('refuses malformed filters and paging with 422', async () => {
    for (const query of ['?category_id=x', '?subcategory_id=-1', '?page=0', '?limit=101']) {
      const res = await app.inject({ method: 'GET', url: `/api/article${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('stores rich text sanitized', async () => {
    const [row] = await app.db.select().from(articles).where(eq(articles.id, extraArticleId));
    expect(row!.description.ar).toBe('<p>نص <strong>عريض</strong></p><a>رابط</a>');
    expect(row!.description.en).toBe('<p>Plain</p><img src="x" />');
    // Blank and duplicate (after folding) tags are dropped.
    expect(row!.tags).toEqual({ ar: ['المناعة'], en: ['Immunity'] });
  });

  it('refuses a subcategory of another category', async () => {
    const nutrition = categories.find((c) => c.code === 'nutrition')!;
    const wellness = categories.find((c) => c.code === 'wellness')!;
    const subId = await createMagazineSubcategory(app.db, {
      magazineCategoryId: nutrition.id,
      name: { ar: 'قسم تجريبي', en: 'Test subcategory' },
    });
    const attempt = createArticle(app.db, {
      categoryId: wellness.id,
      subcategoryId: subId,
      name: { ar: 'س', en: 'x' },
      description: { ar: '', en: '' },
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      fieldErrors: { subcategory_id: expect.any(Array) },
    });
  });
});

describe('GET /api/article/{id}', () => {
  it('answers one active article as the list shows it', async () => {
    const [first] = (await articlesPage('?limit=1')).data;
    const res = await app.inject({ method: 'GET', url: `/api/article/${first!.id}`, headers: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    const en = (await articlesPage('?limit=1', 'en')).data[0];
    expect(res.json().data).toEqual(en);
  });

  it('answers 404 for an inactive, unknown or malformed article address', async () => {
    const [draft] = await app.db.select().from(articles).where(eq(articles.active, false));
    for (const [url, status] of [
      [`/api/article/${draft!.id}`, 404],
      ['/api/article/999999', 404],
      ['/api/article/x1', 404],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
    }
  });
});

describe('GET /api/article/tags', () => {
  it('lists the tags of active articles in the request language, most used first', async () => {
    const ar = await app.inject({ method: 'GET', url: '/api/article/tags' });
    expect(ar.statusCode).toBe(200);
    const tags: { name: string; count: number }[] = ar.json().data;
    const uses = (locale: 'ar' | 'en', tag: string) => DEMO_ARTICLES.filter((a) => a.tags[locale].includes(tag)).length;
    expect(tags[0]).toEqual({ name: 'الأدوية', count: uses('ar', 'الأدوية') });
    expect(tags.find((t) => t.name === 'السكري')).toEqual({ name: 'السكري', count: uses('ar', 'السكري') });
    expect(tags.map((t) => t.name)).not.toContain('مسودة');
    const counts = tags.map((t) => t.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const en = await app.inject({ method: 'GET', url: '/api/article/tags?limit=5', headers: { locale: 'en' } });
    const english: { name: string; count: number }[] = en.json().data;
    expect(english).toHaveLength(5);
    expect(english[0]).toEqual({ name: 'medicines', count: uses('en', 'medicines') });
  });
});

describe('search index', () => {
  it('has a trigram index on the folded article names and a GIN index on the tags', async () => {
    const result = await app.db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'articles' order by indexname`,
    );
    const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('articles_name_key_trgm')).toMatch(/USING gin \(name_key gin_trgm_ops\)/);
    expect(byName.get('articles_tag_keys_gin')).toMatch(/USING gin \(tag_keys\)/);
  });
});

describe('seedDemoMagazine', () => {
  it('is idempotent', async () => {
    const counts = async () =>
      Promise.all([
        app.db.select({ id: magazineCategories.id }).from(magazineCategories),
        app.db.select({ id: magazineSubcategories.id }).from(magazineSubcategories),
        app.db.select({ id: articles.id }).from(articles),
      ]).then((lists) => lists.map((l) => l.length));
    const before = await counts();
    expect(await seedDemoMagazine(app.db, app.storage)).toEqual({ created: 0 });
    expect(await counts()).toEqual(before);
  });
});
