import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { createdAt } from './columns';

/**
 * One row per admin mutation, written in the same transaction as the change.
 * The user's name and role, and the changed record's name, are copied so the log stays readable
 * after either is renamed or deleted. The role is kept by key and by its name in both languages,
 * so each reader sees it in their own language as it was at the time.
 */
export const logActions = pgTable(
  'log_actions',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actionMode: text('action_mode').notNull(),
    subject: text('subject'),
    subjectId: integer('subject_id'),
    /** The record's human name at the time of the change: it says which record, even after a rename or delete. */
    subjectName: text('subject_name'),
    /** Who made the change: a staff member, a customer of the store, or the system (a scheduled job). */
    actorKind: text('actor_kind').notNull().default('staff'),
    /** The staff member (kept while they exist); null for customers, the system and former staff. */
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    /** The customer's id, for a customer's change (customers are not staff, so not in admin_id). */
    customerId: integer('customer_id'),
    userName: text('user_name').notNull(),
    /** The role's key (roles.name) at the time. */
    roleName: text('role_name'),
    /** The role's names at the time; null when the row has no role or its names were never known. */
    roleNameAr: text('role_name_ar'),
    roleNameEn: text('role_name_en'),
    createdAt: createdAt(),
  },
  // The list is read newest first, whole or by one filter: each filter's index ends with the time,
  // so a page of a filtered list is read in order from the index rather than sorted. The same
  // indexes give the filters' choices (distinct actions, subjects, former staff) by skipping.
  (t) => [
    index('log_actions_created_idx').on(t.createdAt),
    index('log_actions_admin_created_idx').on(t.adminId, t.createdAt),
    index('log_actions_action_created_idx').on(t.action, t.createdAt),
    index('log_actions_subject_created_idx').on(t.subject, t.createdAt),
    // Staff no longer on staff are found by the name their rows kept.
    index('log_actions_former_user_idx')
      .on(t.userName, t.createdAt)
      .where(sql`${t.adminId} is null and ${t.actorKind} = 'staff'`),
  ],
);
