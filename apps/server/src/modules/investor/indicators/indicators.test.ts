import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indicators, logActions } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';

const ctx = adminTestContext();
const { call } = ctx;

const url = '/api/admin/indicatorPerformance';
const body = (value: string, titleEn: string) => ({
  value,
  translation: [
    { locale: 'ar', title: 'فروع', description: 'فروع في المملكة' },
    { locale: 'en', title: titleEn, description: 'Branches in the kingdom' },
  ],
});

const publicList = async (category: string) =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/indicatorPerformance?category=${category}`,
      headers: { locale: 'en' },
    })
  ).json().data as Array<{ id: number; value: string; translation: { title: string } }>;

async function keyMetric() {
  const [row] = await ctx.app.db
    .insert(indicators)
    .values({
      category: 'key_metrics',
      value: '10',
      title: { ar: 'صيدلية', en: 'Pharmacies' },
      description: { ar: 'وصف', en: 'About' },
    })
    .returning();
  return row!.id;
}

describe('admin indicators', () => {
  it('lists a category with paging and edits a key metric, shown on the public page at once', async () => {
    const id = await keyMetric();
    await publicList('key_metrics');
    const list = await call('GET', `${url}?category=key_metrics&page=1&limit=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.every((i: { category: string }) => i.category === 'key_metrics')).toBe(true);
    const item = list.json().data.find((i: { id: number }) => i.id === id);
    expect(item).toEqual({
      id,
      value: '10',
      category: 'key_metrics',
      translations: [
        { locale: 'ar', title: 'صيدلية', description: 'وصف' },
        { locale: 'en', title: 'Pharmacies', description: 'About' },
      ],
    });
    expect((await call('GET', `${url}/${id}`)).json().data).toEqual(item);

    const edited = await call('PUT', `${url}/${id}`, body('120+', 'Branches'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ value: '120+', category: 'key_metrics' });
    expect((await publicList('key_metrics')).find((i) => i.id === id)).toMatchObject({
      value: '120+',
      translation: { title: 'Branches' },
    });
    const [log] = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, id));
    expect(log).toMatchObject({ action: 'update key indicators', actionMode: 'update', subject: 'indicators' });
  });

  it('adds and deletes a KPI, logged under the KPI permission', async () => {
    await publicList('kpis');
    const created = await call('POST', url, body('98%', 'Satisfaction'));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item.category).toBe('kpis');
    expect((await publicList('kpis')).map((i) => i.id)).toContain(item.id);
    expect((await call('DELETE', `${url}/${item.id}`)).statusCode).toBe(200);
    expect((await publicList('kpis')).map((i) => i.id)).not.toContain(item.id);
    const logs = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, item.id));
    expect(logs.map((l) => [l.action, l.actionMode])).toEqual([
      ['update key performance indicators', 'create'],
      ['update key performance indicators', 'delete'],
    ]);
  });

  it('refuses blank values per field in both languages', async () => {
    const id = await keyMetric();
    const en = await call('PUT', `${url}/${id}`, { ...body('', 'T'), translation: [] }, { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.value).toEqual(['The number field is required.']);
    const ar = await call('PUT', `${url}/${id}`, body('5', ''));
    expect(ar.json().errors).toEqual({ 'translation[1][title]': ['حقل العنوان مطلوب.'] });
    const category = await call('GET', `${url}?category=other`, undefined, { locale: 'en' });
    expect(category.statusCode).toBe(422);
    const [row] = await ctx.app.db.select().from(indicators).where(eq(indicators.id, id));
    expect(row!.value).toBe('10');
  });

  it('checks the permission of the indicator category', async () => {
    const id = await keyMetric();
    const kpiEditor = await signInAs(ctx.app, {
      permissions: ['list key performance indicators', 'update key performance indicators'],
    });
    const as = { as: kpiEditor.token };
    expect((await call('GET', `${url}?category=kpis`, undefined, as)).statusCode).toBe(200);
    expect((await call('GET', `${url}?category=key_metrics`, undefined, as)).statusCode).toBe(403);
    expect((await call('PUT', `${url}/${id}`, body('1', 'X'), as)).statusCode).toBe(403);
    const all = await call('GET', `${url}?limit=100`, undefined, as);
    expect(all.json().data.every((i: { category: string }) => i.category === 'kpis')).toBe(true);

    const reader = await signInAs(ctx.app, { permissions: ['list key indicators'] });
    expect((await call('GET', `${url}?category=key_metrics`, undefined, { as: reader.token })).statusCode).toBe(200);
    expect((await call('PUT', `${url}/${id}`, body('1', 'X'), { as: reader.token })).statusCode).toBe(403);
    expect((await call('POST', url, body('1', 'X'), { as: reader.token })).statusCode).toBe(403);
  });
});
