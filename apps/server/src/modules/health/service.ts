import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Whether the database answers a trivial query. */
export async function databaseReachable(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
