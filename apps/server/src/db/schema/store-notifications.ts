import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './admins';

/**
 * How far each staff member has read the store's notifications bell: everything announced up to
 * `seen_at` is seen (the bell's mark counts what came after). One row per staff member, written the
 * first time they open the bell; it only moves forward.
 */
export const staffNotificationsSeen = pgTable('staff_notifications_seen', {
  adminId: integer('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
});
