import type { PageQuery, QuestionBody, QuestionItem, QuestionsCreateBody } from '@app/contracts';
import { asc, count, eq, max } from 'drizzle-orm';
import { investorQuestions } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import { INVESTOR_TAGS } from '../service';

const write = (
  action: 'add investor questions' | 'update investor questions' | 'delete investor questions',
  mode: 'create' | 'update' | 'delete',
) => ({
  action,
  mode,
  subject: 'investor_questions',
  // The investor page reads the public FAQ.
  invalidates: [INVESTOR_TAGS.questions],
});

type Row = typeof investorQuestions.$inferSelect;

const toItem = (row: Row): QuestionItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  locale: row.locale,
});

const values = (input: QuestionBody) => ({
  locale: input.locale,
  question: input.question,
  answer: sanitizeRichText(input.answer),
});

/** In the public order: Arabic then English, each in its order. */
export function listQuestions(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(investorQuestions)
          .orderBy(asc(investorQuestions.locale), asc(investorQuestions.sortOrder), asc(investorQuestions.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(investorQuestions))[0]?.n ?? 0,
    },
    toItem,
  );
}

export async function getQuestion(ctx: AdminContext, id: number): Promise<QuestionItem> {
  const [row] = await ctx.db.select().from(investorQuestions).where(eq(investorQuestions.id, id));
  if (!row) throw notFound();
  return toItem(row);
}

/** Adds every question of the request in one write (one log row); each goes after its language's last. */
export function createQuestions(ctx: AdminContext, input: QuestionsCreateBody): Promise<QuestionItem[]> {
  return mutate(ctx, write('add investor questions', 'create'), async (scope) => {
    const [last] = await scope.tx.select({ n: max(investorQuestions.sortOrder) }).from(investorQuestions);
    const start = last?.n ?? 0;
    const rows = await scope.tx
      .insert(investorQuestions)
      .values(input.questions.map((item, i) => ({ ...values(item), sortOrder: start + i + 1 })))
      .returning();
    scope.describe(
      rows.length === 1 ? rows[0]!.id : null,
      rows
        .map((row) => row.question)
        .join(' | ')
        .slice(0, 250),
    );
    return rows.map(toItem);
  });
}

export function updateQuestion(ctx: AdminContext, id: number, input: QuestionBody): Promise<QuestionItem> {
  return mutate(ctx, write('update investor questions', 'update'), async (scope) => {
    const [row] = await scope.tx
      .update(investorQuestions)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(investorQuestions.id, id))
      .returning();
    if (!row) throw notFound();
    scope.describe(id, row.question);
    return toItem(row);
  });
}

export function deleteQuestion(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete investor questions', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(investorQuestions).where(eq(investorQuestions.id, id)).returning();
    if (!row) throw notFound();
    scope.describe(id, row.question);
  });
}
