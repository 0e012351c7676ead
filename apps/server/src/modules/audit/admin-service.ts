import {
  actorKind,
  FORMER_STAFF_PREFIX,
  LOG_ACTIONS,
  type Locale,
  type LogAction,
  type LogActionFilterOptions,
  type LogActionsAnswer,
  type LogActionsQuery,
} from '@app/contracts';
import { and, asc, desc, eq, gte, isNull, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, logActions } from '../../db/schema/index';
import { groupDayStart, groupNextDayStart } from '../../kernel/group-time';

/** Modes of signing in and out, left out by `hide_sign_ins`. */
const SESSION_MODES = ['login', 'logout'];

/** The start of a day in the group's time zone, as a moment: the log's date filter is in its days. */
const startOfDay = groupDayStart;
const startOfNextDay = groupNextDayStart;

function conditions(query: LogActionsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.user?.id != null) where.push(eq(logActions.adminId, query.user.id));
  if (query.user?.name != null) {
    // Former staff: staff rows whose member is gone (customers' and the system's rows have no admin_id either).
    where.push(
      and(isNull(logActions.adminId), eq(logActions.actorKind, 'staff'), eq(logActions.userName, query.user.name)),
    );
  }
  if (query.action) where.push(eq(logActions.action, query.action));
  if (query.subject) where.push(eq(logActions.subject, query.subject));
  if (query.from) where.push(gte(logActions.createdAt, startOfDay(query.from)));
  if (query.to) where.push(lt(logActions.createdAt, startOfNextDay(query.to)));
  if (query.hide_sign_ins === 1) where.push(notInArray(logActions.actionMode, SESSION_MODES));
  return where.length > 0 ? and(...where) : undefined;
}

export async function listLogActions(db: Database, query: LogActionsQuery, locale: Locale): Promise<LogActionsAnswer> {
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(logActions)
      .where(where)
      .orderBy(desc(logActions.createdAt), desc(logActions.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(logActions, where),
  ]);
  const data: LogAction[] = rows.map((row) => ({
    id: row.id,
    action: row.action,
    action_mode: row.actionMode,
    subject: row.subject,
    subject_id: row.subjectId,
    subject_name: row.subjectName,
    created_at: row.createdAt.toISOString(),
    // The role as it was named then, in the reader's language. A row without names (the command
    // line, or a role deleted before names were kept) shows none: a key means nothing to staff.
    user: {
      id: row.adminId,
      name: row.userName,
      role: locale === 'en' ? row.roleNameEn : row.roleNameAr,
      kind: actorKind.parse(row.actorKind),
    },
  }));
  // The spec's screen reads meta.total; the API convention is total: both are given.
  return { data, total, meta: { total } };
}

/**
 * The distinct values of a column in order, read by skipping through its index (one index probe per
 * value) rather than scanning the whole log: the log grows without bound, its values stay few.
 */
async function distinctValues(db: Database, column: string, filter = sql`true`): Promise<string[]> {
  const name = sql.identifier(column);
  const result = await db.execute(sql`
    with recursive found(value) as (
      (select ${name} from ${logActions} where ${name} is not null and ${filter} order by ${name} limit 1)
      union all
      select (
        select ${name} from ${logActions}
        where ${name} > found.value and ${filter} order by ${name} limit 1
      ) from found where found.value is not null
    )
    select value from found where value is not null`);
  // Both drivers (PGlite and node-postgres) answer raw queries with `rows`.
  return (result as unknown as { rows: { value: string }[] }).rows.map((row) => row.value);
}

/** The choices of the log's filters: staff (current ones and former ones the log names), actions and subjects it holds. */
export async function logActionFilterOptions(db: Database): Promise<LogActionFilterOptions> {
  const known = new Set<string>(LOG_ACTIONS);
  const [staff, formerNames, actions, subjects] = await Promise.all([
    db.select({ id: admins.id, name: admins.name }).from(admins).orderBy(asc(admins.name), asc(admins.id)),
    distinctValues(db, 'user_name', sql`admin_id is null and actor_kind = 'staff'`),
    distinctValues(db, 'action'),
    distinctValues(db, 'subject'),
  ]);
  return {
    users: [
      ...staff.map((member) => ({ value: String(member.id), name: member.name, former: false })),
      ...formerNames.map((name) => ({ value: `${FORMER_STAFF_PREFIX}${name}`, name, former: true })),
    ],
    // Only actions the filter accepts: a row written under a string outside the catalogue stays listed, unfiltered.
    actions: actions.filter((action) => known.has(action)),
    subjects,
  };
}
