import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { createdAt } from './columns';

/**
 * One row per admin mutation, written in the same transaction as the change.
 * The user's name and role are copied so the log stays readable after the user is deleted.
 */
export const logActions = pgTable(
  'log_actions',
  {
    id: serial('id').primaryKey(),
    action: text('action').notNull(),
    actionMode: text('action_mode').notNull(),
    subject: text('subject'),
    subjectId: integer('subject_id'),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    roleName: text('role_name'),
    createdAt: createdAt(),
  },
  (t) => [index('log_actions_created_idx').on(t.createdAt)],
);
