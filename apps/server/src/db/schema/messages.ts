import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Messages from the public contact form (kind 'contact') and the investor form (kind 'investor'). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['contact', 'investor'] }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** Folded name, e-mail, phone, subject and text (see lib/arabic-search) for the staff search. */
    searchKey: text('search_key').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_kind_created_idx').on(t.kind, t.createdAt),
    index('contact_messages_search_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    // The menu badge counts unread messages on every page of the back-office.
    index('contact_messages_unread_idx').on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Accepted submissions of the public forms per client address, kept in the database
 * so every instance enforces the same limit. Rows older than the window are pruned
 * as new ones arrive.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    form: text('form').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('form_submissions_lookup_idx').on(t.form, t.ip, t.createdAt)],
);
