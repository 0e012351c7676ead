import type { Locale, LogAction, LogActionsAnswer, PageQuery } from '@app/contracts';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { logActions } from '../../db/schema/index';

export async function listLogActions(db: Database, query: PageQuery, locale: Locale): Promise<LogActionsAnswer> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(logActions)
      .orderBy(desc(logActions.createdAt), desc(logActions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(logActions),
  ]);
  const data: LogAction[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    action_mode: row.actionMode,
    subject: row.subject,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    created_at: row.createdAt.toISOString(),
    // The role as it was named then, in the reader's language; rows written without names (the
    // command line has no role) fall back to the key.
    user: {
      id: row.adminId,
      name: row.userName,
      role: (locale === 'en' ? row.roleNameEn : row.roleNameAr) ?? row.roleName,
    },
  }));
  // The spec's screen reads meta.total; the API convention is total: both are given.
  return { data, total, meta: { total } };
}
