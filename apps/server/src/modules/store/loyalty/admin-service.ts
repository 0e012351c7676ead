import type { LoyaltySettingsBody, LoyaltySettingsItem } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loyaltySettings } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';

/** The programme has one settings row. */
const SETTINGS_ID = 1;

function toItem(row: typeof loyaltySettings.$inferSelect): LoyaltySettingsItem {
  return {
    id: row.id,
    sar_to_loyalty_points: row.sarToLoyaltyPoints,
    minimum_loyalty_points: row.minimumLoyaltyPoints,
    maximum_loyalty_points: row.maximumLoyaltyPoints,
    updated_at: row.updatedAt.toISOString(),
  };
}

async function readSettings(db: DbOrTx): Promise<LoyaltySettingsItem | null> {
  const [row] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, SETTINGS_ID));
  return row ? toItem(row) : null;
}

/** GET /admin/loyalty-points: the settings as the list of the spec's table (empty until saved once). */
export async function listLoyaltySettings(ctx: AdminContext): Promise<LoyaltySettingsItem[]> {
  const settings = await readSettings(ctx.db);
  return settings ? [settings] : [];
}

export async function getLoyaltySettings(ctx: AdminContext, id: number): Promise<LoyaltySettingsItem> {
  const settings = id === SETTINGS_ID ? await readSettings(ctx.db) : null;
  if (!settings) throw notFound();
  return settings;
}

/** POST /admin/loyalty-points (first save) and POST /admin/loyalty-points/{id}: the one row, written whole. */
export function saveLoyaltySettings(
  ctx: AdminContext,
  id: number | null,
  input: LoyaltySettingsBody,
): Promise<LoyaltySettingsItem> {
  if (id !== null && id !== SETTINGS_ID) throw notFound();
  return mutate(ctx, { action: 'manage loyalty', mode: 'update', subject: 'loyalty settings' }, async (scope) => {
    const values = {
      sarToLoyaltyPoints: input.sar_to_loyalty_points,
      minimumLoyaltyPoints: input.minimum_loyalty_points,
      maximumLoyaltyPoints: input.maximum_loyalty_points,
      updatedAt: new Date(),
    };
    const [row] = await scope.tx
      .insert(loyaltySettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: loyaltySettings.id, set: values })
      .returning();
    scope.describe(SETTINGS_ID, null);
    return toItem(row!);
  });
}
