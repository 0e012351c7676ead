import { COMPANY_PERMISSIONS, PERMISSIONS, type Permission, STORE_PERMISSIONS, SUPER_ADMIN_ROLE } from '@app/contracts';
import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { admins, permissions, rolePermissions, roles } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import type { Storage } from '../plugins/storage';

export interface SeedOptions {
  /** Create demo roles and the demo administrator when the database has no admin yet. */
  demo: boolean;
  log: (line: string) => void;
  /** Where demo images and documents are stored; demo content is seeded only when given. */
  storage?: Storage;
}

/** Any constant works; it only has to be the same for every instance starting against one database. */
const SEED_LOCK = 7_240_001;

export const DEMO_ADMIN = { name: 'مدير النظام', email: 'admin@example.com', password: 'Admin@12345' } as const;

/** The website's content: everything of the company back-office except staff, applications, the log and the store. */
const CONTENT_PERMISSIONS = COMPANY_PERMISSIONS.filter(
  (p) => !/employment|users|roles|log actions|visit statistics|store/.test(p),
);

/** A role's name in each language, as staff see it. */
export interface RoleNames {
  ar: string;
  en: string;
}

/** The names of the role every database has (migration 0006 gives existing databases the same). */
export const SUPER_ADMIN_NAMES: RoleNames = { ar: 'المشرف العام', en: 'Super admin' };

/** Demo roles with a fitting share of the permissions, to show how roles bundle rights. */
export const DEMO_ROLES: { name: string; names: RoleNames; permissions: readonly Permission[] }[] = [
  { name: 'content editor', names: { ar: 'محرر المحتوى', en: 'Content editor' }, permissions: CONTENT_PERMISSIONS },
  {
    name: 'human resources',
    names: { ar: 'الموارد البشرية', en: 'Human resources' },
    permissions: [
      'list employment request',
      'show employment request',
      'export employment request',
      'delete employment request',
      'update employment settings',
    ],
  },
  {
    name: 'store manager',
    names: { ar: 'مدير المتجر', en: 'Store manager' },
    permissions: ['store management', ...STORE_PERMISSIONS],
  },
];

/**
 * Brings the permission catalogue and the super-admin role up to date, and in demo mode
 * fills an empty database with demo roles and a demo administrator. Safe to run on every
 * start and from several instances at once: all of it happens in one transaction holding
 * an advisory lock, so the second instance waits and then finds nothing to do.
 */
export async function seedDatabase(db: Database, { demo, log, storage }: SeedOptions): Promise<void> {
  const createdDemoAdmin = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await syncPermissions(tx);
    const superRoleId = await ensureRole(tx, SUPER_ADMIN_ROLE, PERMISSIONS, SUPER_ADMIN_NAMES);
    if (!demo) return false;

    const [existing] = await tx.select({ id: admins.id }).from(admins).limit(1);
    if (existing) return false;
    for (const role of DEMO_ROLES) await ensureRole(tx, role.name, role.permissions, role.names);
    await tx.insert(admins).values({
      name: DEMO_ADMIN.name,
      email: DEMO_ADMIN.email,
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      roleId: superRoleId,
    });
    return true;
  });
  if (demo && storage) {
    // Loaded only in demo mode: a production server never loads the demo content's code and texts.
    const { seedDemoContent } = await import('./demo/index');
    await seedDemoContent(db, storage, log, SEED_LOCK);
  }
  if (createdDemoAdmin) {
    log(
      `Demo administrator created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (change the password after signing in)`,
    );
  }
}

/** Every permission string of the code exists in the table, and no other: a removed string stops granting anything. */
export async function syncPermissions(tx: DbOrTx): Promise<void> {
  await tx
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name });
  await tx.delete(permissions).where(notInArray(permissions.name, [...PERMISSIONS]));
}

/**
 * Creates the role when missing (named `names`, or its key in both languages) and grants it the
 * given permissions (adding, never removing). An existing role keeps its names. Returns its id.
 */
export async function ensureRole(
  tx: DbOrTx,
  name: string,
  granted: readonly Permission[],
  names: RoleNames = { ar: name, en: name },
): Promise<number> {
  await tx
    .insert(roles)
    .values({ name, nameAr: names.ar, nameEn: names.en })
    .onConflictDoNothing({ target: roles.name });
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  const roleId = role!.id;
  if (granted.length > 0) {
    const ids = await tx
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...granted]));
    await tx
      .insert(rolePermissions)
      .values(ids.map((p) => ({ roleId, permissionId: p.id })))
      .onConflictDoNothing();
  }
  return roleId;
}
