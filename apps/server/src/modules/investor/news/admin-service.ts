import type { NewsBody, NewsItem, PageQuery } from '@app/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { news } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';
import { INVESTOR_TAGS } from '../service';

export type NewsInput = NewsBody & { image?: UploadedFile };

const write = (action: 'add news' | 'update news' | 'delete news', mode: 'create' | 'update' | 'delete') => ({
  action,
  mode,
  subject: 'news',
  // The home carousel and the investor page read the news list.
  invalidates: [INVESTOR_TAGS.news],
});

type NewsRow = typeof news.$inferSelect;

function toItem(ctx: AdminContext, row: NewsRow): NewsItem {
  return {
    id: row.id,
    image: row.image ? ctx.files.publicUrl(row.image) : null,
    created_at: row.createdAt.toISOString(),
    translation: toTranslations({ name: row.name, content: row.content }, { key: 'local' }),
  };
}

function texts(input: NewsBody) {
  const { name, content } = fromTranslations(input.translation, ['name', 'content']);
  return { name, content: { ar: sanitizeRichText(content.ar), en: sanitizeRichText(content.en) } };
}

export function listNews(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db.select().from(news).orderBy(desc(news.createdAt), desc(news.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(news))[0]?.n ?? 0,
    },
    (row) => toItem(ctx, row),
  );
}

export async function getNews(ctx: AdminContext, id: number): Promise<NewsItem> {
  const [row] = await ctx.db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return toItem(ctx, row);
}

export async function createNews(ctx: AdminContext, input: NewsInput): Promise<NewsItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('add news', 'create'), async (scope) => {
    const image = upload ? await scope.saveFile(upload, { folder: 'news' }) : null;
    const [row] = await scope.tx
      .insert(news)
      .values({ ...texts(input), image: image?.key ?? null })
      .returning();
    scope.describe(row!.id, row!.name.ar);
    return toItem(ctx, row!);
  });
}

export async function updateNews(ctx: AdminContext, id: number, input: NewsInput): Promise<NewsItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('update news', 'update'), async (scope) => {
    const [old] = await scope.tx.select().from(news).where(eq(news.id, id)).for('update');
    if (!old) throw notFound();
    const image = upload ? await scope.saveFile(upload, { folder: 'news' }) : null;
    if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    const [row] = await scope.tx
      .update(news)
      .set({ ...texts(input), image: image?.key ?? old.image, updatedAt: new Date() })
      .where(eq(news.id, id))
      .returning();
    scope.describe(id, row!.name.ar);
    return toItem(ctx, row!);
  });
}

export function deleteNews(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete news', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(news).where(eq(news.id, id)).returning();
    if (!row) throw notFound();
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.name.ar);
  });
}
