import type { InvestigatorBody, InvestigatorItem, PageQuery } from '@app/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { investigators } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';
import { INVESTOR_TAGS } from '../service';

export type InvestigatorInput = InvestigatorBody & { image?: UploadedFile };

const write = (mode: 'create' | 'update' | 'delete') => ({
  action: 'manage investigator',
  mode,
  subject: 'investigator',
  // The investor page reads the public entry.
  invalidates: [INVESTOR_TAGS.investigator],
});

type Row = typeof investigators.$inferSelect;

function toItem(ctx: AdminContext, row: Row): InvestigatorItem {
  return {
    id: row.id,
    image: row.image ? ctx.files.publicUrl(row.image) : null,
    translation: toTranslations({ name: row.name, content: row.content }, { key: 'local' }),
  };
}

function texts(input: InvestigatorBody) {
  const { name, content } = fromTranslations(input.translation, ['name', 'content']);
  return { name, content: { ar: sanitizeRichText(content.ar), en: sanitizeRichText(content.en) } };
}

/** Oldest first: the public page and the screen show the first record. */
export function listInvestigators(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db.select().from(investigators).orderBy(asc(investigators.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(investigators))[0]?.n ?? 0,
    },
    (row) => toItem(ctx, row),
  );
}

export async function getInvestigator(ctx: AdminContext, id: number): Promise<InvestigatorItem> {
  const [row] = await ctx.db.select().from(investigators).where(eq(investigators.id, id));
  if (!row) throw notFound();
  return toItem(ctx, row);
}

export async function createInvestigator(ctx: AdminContext, input: InvestigatorInput): Promise<InvestigatorItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('create'), async (scope) => {
    const image = upload ? await scope.saveFile(upload, { folder: 'investigator' }) : null;
    const [row] = await scope.tx
      .insert(investigators)
      .values({ ...texts(input), image: image?.key ?? null })
      .returning();
    scope.describe(row!.id, row!.name.ar);
    return toItem(ctx, row!);
  });
}

export async function updateInvestigator(
  ctx: AdminContext,
  id: number,
  input: InvestigatorInput,
): Promise<InvestigatorItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('update'), async (scope) => {
    const [old] = await scope.tx.select().from(investigators).where(eq(investigators.id, id)).for('update');
    if (!old) throw notFound();
    const image = upload ? await scope.saveFile(upload, { folder: 'investigator' }) : null;
    if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    const [row] = await scope.tx
      .update(investigators)
      .set({ ...texts(input), image: image?.key ?? old.image, updatedAt: new Date() })
      .where(eq(investigators.id, id))
      .returning();
    scope.describe(id, row!.name.ar);
    return toItem(ctx, row!);
  });
}

export function deleteInvestigator(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete'), async (scope) => {
    const [row] = await scope.tx.delete(investigators).where(eq(investigators.id, id)).returning();
    if (!row) throw notFound();
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.name.ar);
  });
}
