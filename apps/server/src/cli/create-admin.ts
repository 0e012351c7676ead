/**
 * Creates an administrator in the super-admin role, for a production database that
 * starts without any (demo mode off seeds no account and no default password):
 *
 *   ADMIN_PASSWORD=... npm run create-admin -w apps/server -- --email it@example.com --name "..."
 *
 * Without ADMIN_PASSWORD the password is read from standard input. The database is the
 * one the server uses (DATABASE_URL, or the embedded one under DATA_DIR: stop the
 * server first, the embedded database has a single user).
 */
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { firstAdminInput, SUPER_ADMIN_ROLE, SYSTEM_ACTORS } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { admins, roles } from '../db/schema/index';
import { translate } from '../i18n/messages';
import { recordAction } from '../kernel/action-log';
import { hashPassword } from '../lib/passwords';
import { type IssueLike, zodIssuesToFieldErrors } from '../lib/zod-errors';
import { seedDatabase } from './seed';

/** A refusal with a message meant for the person at the terminal. */
export class CreateAdminError extends Error {}

export interface CreateAdminInput {
  email: string;
  name: string;
  password: string;
}

/** The audit actor for changes made from the command line. */
const COMMAND_LINE = {
  kind: 'system',
  id: null,
  name: SYSTEM_ACTORS.commandLine,
  roleName: null,
  roleNames: null,
} as const;

/** Validates the input, makes sure permissions and the super-admin role exist, and creates the admin. */
export async function createSuperAdmin(db: Database, input: CreateAdminInput): Promise<{ id: number; email: string }> {
  const parsed = firstAdminInput.safeParse(input);
  if (!parsed.success) throw new CreateAdminError(describeIssues(parsed.error.issues, input).join('\n'));
  const { name, email, password } = parsed.data;

  await seedDatabase(db, { demo: false, log: () => {} });
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: admins.id }).from(admins).where(sql`lower(${admins.email}) = ${email}`);
      if (taken) throw new CreateAdminError(translate('en', 'email_taken'));
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, SUPER_ADMIN_ROLE));
      const [row] = await tx
        .insert(admins)
        .values({ name, email, passwordHash, roleId: role!.id })
        .returning({ id: admins.id, email: admins.email });
      await recordAction(tx, COMMAND_LINE, {
        action: 'add users',
        mode: 'create',
        subject: 'admins',
        subjectId: row!.id,
        subjectName: name,
      });
      return row!;
    });
  } catch (error) {
    if (error instanceof CreateAdminError) throw error;
    // Another process took the e-mail between the check and the insert.
    if (isUniqueViolation(error, 'admins_email_unique')) throw new CreateAdminError(translate('en', 'email_taken'));
    throw error;
  }
}

/** The same per-field messages the API gives, in English for the terminal. */
function describeIssues(issues: readonly IssueLike[], input: unknown): string[] {
  return Object.values(zodIssuesToFieldErrors(issues, { input })).flatMap((refs) =>
    refs.map((ref) => translate('en', ref.key, ref.params)),
  );
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
  try {
    const answer = await rl.question('Password for the new administrator: ');
    if (!process.stdin.isTTY) process.stderr.write('\n');
    return answer;
  } finally {
    rl.close();
  }
}

const USAGE = [
  'Usage: npm run create-admin -w apps/server -- --email <e-mail> --name "<full name>"',
  'The password comes from ADMIN_PASSWORD, or is asked for on standard input.',
].join('\n');

function readArguments(): { email: string; name: string } | null {
  try {
    const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } }, strict: true });
    return values.email && values.name ? { email: values.email, name: values.name } : null;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const values = readArguments();
  if (!values) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const password = await readPassword();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` });
  try {
    const created = await createSuperAdmin(database.db, { email: values.email, name: values.name, password });
    console.log(`Administrator ${created.email} created (id ${created.id}) in the role "${SUPER_ADMIN_ROLE}".`);
    return 0;
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof CreateAdminError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
