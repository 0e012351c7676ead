import type { InsuranceCompanyBody, InsuranceCompanyItem, PageQuery } from '@app/contracts';
import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { insuranceCompanies } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';

const write = (mode: 'create' | 'update' | 'delete') => ({
  action: 'manage companies',
  mode,
  subject: 'insurance companies',
});

type Row = typeof insuranceCompanies.$inferSelect;

function toItem(ctx: AdminContext, row: Row): InsuranceCompanyItem {
  return {
    id: row.id,
    logo: row.logo ? ctx.files.publicUrl(row.logo) : null,
    active: row.active ? 1 : 0,
    translation: toTranslations({ name: row.name }, { key: 'local' }),
  };
}

export function listCompanies(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db.select().from(insuranceCompanies).orderBy(asc(insuranceCompanies.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(insuranceCompanies))[0]?.n ?? 0,
    },
    (row) => toItem(ctx, row),
  );
}

async function readCompany(db: DbOrTx, id: number): Promise<Row> {
  const [row] = await db.select().from(insuranceCompanies).where(eq(insuranceCompanies.id, id));
  if (!row) throw notFound();
  return row;
}

export const getCompany = async (ctx: AdminContext, id: number) => toItem(ctx, await readCompany(ctx.db, id));

export type CompanyWrite = InsuranceCompanyBody & { logo?: UploadedFile };

export async function saveCompany(
  ctx: AdminContext,
  id: number | null,
  input: CompanyWrite,
): Promise<InsuranceCompanyItem> {
  const logo = input.logo ? await ctx.files.prepare(input.logo, imageRule) : undefined;
  return mutate(ctx, write(id === null ? 'create' : 'update'), async (scope) => {
    const { name } = fromTranslations(input.translation, ['name']);
    const old = id === null ? null : await readCompany(scope.tx, id);
    let logoKey = old?.logo ?? null;
    if (logo) {
      logoKey = (await scope.saveFile(logo, { folder: 'insurance-companies' })).key;
      if (old?.logo) scope.removeAfterCommit({ visibility: 'public', key: old.logo });
    }
    const values = { name, logo: logoKey, active: input.active === 1, updatedAt: new Date() };
    const [row] = old
      ? await scope.tx.update(insuranceCompanies).set(values).where(eq(insuranceCompanies.id, old.id)).returning()
      : await scope.tx.insert(insuranceCompanies).values(values).returning();
    scope.describe(row!.id, name.ar);
    return toItem(ctx, row!);
  });
}

export function deleteCompany(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete'), async (scope) => {
    const [row] = await scope.tx.delete(insuranceCompanies).where(eq(insuranceCompanies.id, id)).returning();
    if (!row) throw notFound();
    if (row.logo) scope.removeAfterCommit({ visibility: 'public', key: row.logo });
    scope.describe(id, row.name.ar);
  });
}
