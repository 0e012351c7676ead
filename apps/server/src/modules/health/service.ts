import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseUnavailableReason } from '../../db/errors';

/** Whether the database answers a trivial query, and when it does not, why (a code, never an address). */
export async function databaseState(db: Database): Promise<{ reachable: true } | { reachable: false; reason: string }> {
  try {
    await db.execute(sql`select 1`);
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: databaseUnavailableReason(error) ?? 'query failed' };
  }
}
