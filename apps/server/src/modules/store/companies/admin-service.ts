import type { InsuranceCompanyBody, InsuranceCompanyItem, InsuranceCompanyQuery } from '@app/contracts';
import { asc, count, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { insuranceCompanies } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { rekeyRows } from '../../../kernel/search-keys';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
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

const nameKeyOf = (name: { ar: string; en: string }) => searchKey(name.ar, name.en);

/** GET /admin/companies: in the order added; `name` matches part of either name, Arabic-folded. */
export function listCompanies(ctx: AdminContext, query: InsuranceCompanyQuery) {
  const pattern = containsPattern(query.name);
  const where = pattern ? like(insuranceCompanies.nameKey, pattern) : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(insuranceCompanies)
          .where(where)
          .orderBy(asc(insuranceCompanies.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(insuranceCompanies).where(where))[0]?.n ?? 0,
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
    const values = { name, nameKey: nameKeyOf(name), logo: logoKey, active: input.active === 1, updatedAt: new Date() };
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

/** Keys every company's names for the search (at start-up: rows from before the key, or demo rows). */
export function rekeyCompanies(db: DbOrTx): Promise<number> {
  return rekeyRows(
    () =>
      db
        .select({ id: insuranceCompanies.id, key: insuranceCompanies.nameKey, name: insuranceCompanies.name })
        .from(insuranceCompanies),
    (row) => nameKeyOf(row.name),
    (id, nameKey) => db.update(insuranceCompanies).set({ nameKey }).where(eq(insuranceCompanies.id, id)),
  );
}
