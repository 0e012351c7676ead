import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { investorQuestions, logActions } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';

const ctx = adminTestContext();
const { call } = ctx;

const url = '/api/admin/investor_relation_questions';

const publicFaq = async (locale: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/investor_relation_questions', headers: { locale } })).json()
    .data as Array<{ id: number; question: string; answer: string; locale: string }>;

describe('admin investor questions', () => {
  it('adds several questions at once with one log row, each in its language on the public page at once', async () => {
    await publicFaq('ar');
    await publicFaq('en');
    const logs = await ctx.app.db.$count(logActions);
    const created = await call('POST', url, {
      questions: [
        { question: 'ما رمز السهم؟', answer: '<p>4163<script>x()</script></p>', locale: 'ar' },
        { question: 'What is the ticker?', answer: '<p>4163</p>', locale: 'en' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const [ar, en] = created.json().data;
    expect(ar).toEqual({ id: expect.any(Number), question: 'ما رمز السهم؟', answer: '<p>4163</p>', locale: 'ar' });
    expect(en.locale).toBe('en');
    expect(await ctx.app.db.$count(logActions)).toBe(logs + 1);
    expect((await publicFaq('ar')).map((q) => q.id)).toContain(ar.id);
    expect((await publicFaq('en')).map((q) => q.id)).toEqual(expect.arrayContaining([en.id]));
    expect((await publicFaq('en')).map((q) => q.id)).not.toContain(ar.id);

    const list = await call('GET', `${url}?page=1&limit=50`);
    expect(list.json()).toMatchObject({ total: expect.any(Number), data: expect.arrayContaining([ar, en]) });
    expect((await call('GET', `${url}/${ar.id}`)).json().data).toEqual(ar);

    const edited = await call('PUT', `${url}/${en.id}`, {
      question: 'Which market?',
      answer: '<p>Tadawul</p>',
      locale: 'en',
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicFaq('en')).find((q) => q.id === en.id)?.question).toBe('Which market?');

    expect((await call('DELETE', `${url}/${en.id}`)).statusCode).toBe(200);
    expect((await publicFaq('en')).map((q) => q.id)).not.toContain(en.id);
    const log = await ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, en.id));
    expect(log.map((l) => [l.action, l.actionMode])).toEqual([
      ['update investor questions', 'update'],
      ['delete investor questions', 'delete'],
    ]);
    expect((await call('DELETE', `${url}/${en.id}`)).statusCode).toBe(404);
  });

  it('refuses bad rows per field in the request language and stores none of the batch', async () => {
    const before = await ctx.app.db.$count(investorQuestions);
    const bad = await call(
      'POST',
      url,
      {
        questions: [
          { question: 'Fine?', answer: '<p>Yes</p>', locale: 'en' },
          { question: ' ', answer: '<p>x</p>', locale: 'fr' },
        ],
      },
      { locale: 'en' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'questions[1][question]': ['The question field is required.'],
      'questions[1][locale]': ['The selected language is invalid.'],
    });
    const none = await call('POST', url, { questions: [] });
    expect(none.json().errors).toEqual({ questions: ['حقل الأسئلة مطلوب.'] });
    const edit = await call('PUT', `${url}/1`, { question: 'q', answer: '', locale: 'ar' });
    expect(edit.json().errors).toEqual({ answer: ['حقل الإجابة مطلوب.'] });
    expect(await ctx.app.db.$count(investorQuestions)).toBe(before);
  });

  it('needs the investor questions permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list investor questions'] });
    expect((await call('GET', url, undefined, { as: reader.token })).statusCode).toBe(200);
    const add = await call(
      'POST',
      url,
      { questions: [{ question: 'q', answer: 'a', locale: 'ar' }] },
      { as: reader.token },
    );
    expect(add.statusCode).toBe(403);
  });
});
