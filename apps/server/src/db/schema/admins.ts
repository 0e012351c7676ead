import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { createdAt, updatedAt } from './columns';

/**
 * `name` is the role's stable key (code and seeds find built-in roles by it, e.g. 'super admin');
 * staff see `name_ar` or `name_en`, in the language of the request. Two roles never share a name in
 * either language (English compared without case), or the user form could not tell them apart.
 */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('roles_name_ar_unique').on(t.nameAr),
    uniqueIndex('roles_name_en_unique').on(sql`lower(${t.nameEn})`),
  ],
);

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    employmentNumber: integer('employment_number'),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens: only a SHA-256 of the token is stored. */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_tokens_admin_idx').on(t.adminId)],
);

/**
 * Sign-in throttle counters, one row per key (`pair:<e-mail> <address>`, `address:<address>`,
 * `account:<e-mail>`): failures inside a window that starts with the first failure. Updated with one
 * atomic upsert per key, so parallel attempts on any number of instances count exactly.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
);

/**
 * Addresses a staff member has signed in from (SHA-256 of the address, never the address itself),
 * with the last success: sign-ins from them are not slowed by the account-wide throttle, so failures
 * from elsewhere cannot keep the staff member out. Rows older than LOGIN_KNOWN_ADDRESS_DAYS are removed.
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    addressHash: text('address_hash').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.addressHash] }),
    index('login_known_addresses_last_success_idx').on(t.lastSuccessAt),
  ],
);
