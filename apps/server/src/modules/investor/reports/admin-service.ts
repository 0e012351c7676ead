import type { ReportBody, ReportItem } from '@app/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { reportFiles, reports } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { type MutationScope, mutate } from '../../../kernel/mutate';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import {
  fileKinds,
  imageRule,
  type PreparedUpload,
  publicDownloadUrl,
  type UploadRule,
} from '../../../plugins/storage';
import { INVESTOR_TAGS } from '../service';

export type ReportInput = Omit<ReportBody, 'attachments'> & {
  image?: UploadedFile;
  attachments: Array<ReportBody['attachments'][number] & { file?: UploadedFile }>;
};

/** Published reports are PDF documents. */
const reportDocumentRule: UploadRule = { kinds: [fileKinds.pdf] };

const write = (action: 'add' | 'update' | 'delete', mode: 'create' | 'update' | 'delete') => ({
  action: `${action} reports and results` as const,
  mode,
  subject: 'reports',
  invalidates: [INVESTOR_TAGS.reports],
});

type ReportRow = typeof reports.$inferSelect;
type FileRow = typeof reportFiles.$inferSelect;

function toItem(ctx: AdminContext, row: ReportRow, files: readonly FileRow[]): ReportItem {
  return {
    id: row.id,
    image: row.image ? ctx.files.publicUrl(row.image) : null,
    created_at: row.createdAt.toISOString(),
    translation: toTranslations({ title: row.title }),
    files: files.map((file) => ({
      id: file.id,
      file: ctx.files.publicUrl(file.file),
      download_url: publicDownloadUrl(ctx.files.publicUrl(file.file), file.title[ctx.locale]),
      translation: toTranslations({ title: file.title }),
    })),
  };
}

async function filesOf(db: AdminContext['db'] | Tx, reportIds: number[]): Promise<FileRow[]> {
  if (reportIds.length === 0) return [];
  return db
    .select()
    .from(reportFiles)
    .where(inArray(reportFiles.reportId, reportIds))
    .orderBy(asc(reportFiles.sortOrder), asc(reportFiles.id));
}

export async function listReports(ctx: AdminContext): Promise<ReportItem[]> {
  const rows = await ctx.db.select().from(reports).orderBy(desc(reports.createdAt), desc(reports.id));
  const files = await filesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    toItem(
      ctx,
      row,
      files.filter((f) => f.reportId === row.id),
    ),
  );
}

export async function getReport(ctx: AdminContext, id: number): Promise<ReportItem> {
  const [row] = await ctx.db.select().from(reports).where(eq(reports.id, id));
  if (!row) throw notFound();
  return toItem(ctx, row, await filesOf(ctx.db, [id]));
}

/**
 * Writes the document rows in the order sent: a row with an id keeps (or, with a new file, replaces)
 * that document; a row without one adds a document and needs a file. Rows not sent are kept: documents
 * are deleted one at a time, with their own confirmation.
 */
async function saveAttachments(
  scope: MutationScope,
  reportId: number,
  input: ReportInput,
  documents: ReadonlyArray<PreparedUpload | undefined>,
): Promise<void> {
  const existing = await filesOf(scope.tx, [reportId]);
  for (const [index, row] of input.attachments.entries()) {
    const title = { ar: row.title_ar, en: row.title_en };
    if (row.id === undefined) {
      const document = documents[index];
      if (!document) throw fieldError(`attachments[${index}][file]`, 'required');
      const stored = await scope.saveFile(document, { folder: 'reports' });
      await scope.tx.insert(reportFiles).values({ reportId, file: stored.key, title, sortOrder: index });
      continue;
    }
    const current = existing.find((file) => file.id === row.id);
    if (!current) throw fieldError(`attachments[${index}][id]`, 'invalid_choice');
    const document = documents[index];
    const stored = document ? await scope.saveFile(document, { folder: 'reports' }) : null;
    if (stored) scope.removeAfterCommit({ visibility: 'public', key: current.file });
    await scope.tx
      .update(reportFiles)
      .set({ title, sortOrder: index, file: stored?.key ?? current.file })
      .where(eq(reportFiles.id, current.id));
  }
}

/** The report's image and documents, checked (one 422 for all) and prepared before the transaction. */
async function prepareFiles(ctx: AdminContext, input: ReportInput) {
  const [image, ...documents] = await ctx.files.prepareAll([
    [input.image, imageRule],
    ...input.attachments.map((row) => [row.file, reportDocumentRule] as const),
  ]);
  return { image, documents };
}

export async function createReport(ctx: AdminContext, input: ReportInput): Promise<ReportItem> {
  const prepared = await prepareFiles(ctx, input);
  return mutate(ctx, write('add', 'create'), async (scope) => {
    const image = prepared.image ? await scope.saveFile(prepared.image, { folder: 'reports' }) : null;
    const { title } = fromTranslations(input.translations, ['title']);
    const [row] = await scope.tx
      .insert(reports)
      .values({ title, image: image?.key ?? null })
      .returning();
    await saveAttachments(scope, row!.id, input, prepared.documents);
    scope.describe(row!.id, title.ar);
    return toItem(ctx, row!, await filesOf(scope.tx, [row!.id]));
  });
}

export async function updateReport(ctx: AdminContext, id: number, input: ReportInput): Promise<ReportItem> {
  const prepared = await prepareFiles(ctx, input);
  return mutate(ctx, write('update', 'update'), async (scope) => {
    const [old] = await scope.tx.select().from(reports).where(eq(reports.id, id)).for('update');
    if (!old) throw notFound();
    const image = prepared.image ? await scope.saveFile(prepared.image, { folder: 'reports' }) : null;
    if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    const { title } = fromTranslations(input.translations, ['title']);
    const [row] = await scope.tx
      .update(reports)
      .set({ title, image: image?.key ?? old.image, updatedAt: new Date() })
      .where(eq(reports.id, id))
      .returning();
    await saveAttachments(scope, id, input, prepared.documents);
    scope.describe(id, title.ar);
    return toItem(ctx, row!, await filesOf(scope.tx, [id]));
  });
}

export function deleteReport(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete', 'delete'), async (scope) => {
    const files = await filesOf(scope.tx, [id]);
    const [row] = await scope.tx.delete(reports).where(eq(reports.id, id)).returning();
    if (!row) throw notFound();
    for (const file of files) scope.removeAfterCommit({ visibility: 'public', key: file.file });
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.title.ar);
  });
}

/** DELETE /admin/reportsResults/file: one document; logged as an update of its report. */
export function deleteReportFile(ctx: AdminContext, fileId: number): Promise<void> {
  return mutate(ctx, write('update', 'update'), async (scope) => {
    const [file] = await scope.tx.delete(reportFiles).where(eq(reportFiles.id, fileId)).returning();
    if (!file) throw notFound();
    const [report] = await scope.tx.select().from(reports).where(eq(reports.id, file.reportId));
    scope.removeAfterCommit({ visibility: 'public', key: file.file });
    scope.describe(file.reportId, report?.title.ar ?? null);
  });
}
