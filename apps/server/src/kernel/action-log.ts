/**
 * The action log. Every logged change writes its row with the transaction that makes the change, so
 * the row exists exactly when the change does. Only the kernel writes it: `mutate` for every change
 * a person or the system makes, and `recordAction` for the few writes with a transaction of their
 * own (sign-in and sign-out, the command line). Lint forbids importing this file elsewhere.
 *
 * `action` is a stable English phrase the web translates for display — by convention the
 * permission string that allowed the change ('add news', 'delete users'), or 'sign in' /
 * 'sign out'. `mode` is the kind of event; `subject` names the table or resource touched (a key
 * the web also translates), `subjectName` the record's human name as it was at that moment.
 */
import type { ActorKind } from '@app/contracts';
import type { DbOrTx } from '../db/client';
import { logActions } from '../db/schema/index';

export type AuditMode = 'create' | 'update' | 'delete' | 'login' | 'logout' | (string & {});

/** Who did it. Name and role are copied into the row so the log stays readable after the user is gone. */
export interface AuditActor {
  /** A staff member unless told (a customer of the store, the system). */
  kind?: ActorKind;
  /** The staff member's or customer's id; null for the system. */
  id: number | null;
  name: string;
  /** The role's key. */
  roleName: string | null;
  /**
   * The role's name in each language as it is now, shown to readers of the log in theirs (a later
   * rename or delete of the role does not change it). Required, so no write path can leave the
   * log with only a key; null only for an actor without a role (the command line).
   */
  roleNames: { ar: string; en: string } | null;
}

export interface AuditEntry {
  action: string;
  mode: AuditMode;
  subject?: string | null;
  subjectId?: number | null;
  /**
   * The changed record's name at the time of the change (an admin's name, a news title), shown as
   * is; for a bilingual record, its Arabic name (the default language).
   */
  subjectName?: string | null;
}

export async function recordAction(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(logActions).values({
    action: entry.action,
    actionMode: entry.mode,
    subject: entry.subject ?? null,
    subjectId: entry.subjectId ?? null,
    subjectName: entry.subjectName ?? null,
    actorKind: actor.kind ?? 'staff',
    adminId: (actor.kind ?? 'staff') === 'staff' ? actor.id : null,
    customerId: actor.kind === 'customer' ? actor.id : null,
    userName: actor.name,
    roleName: actor.roleName,
    roleNameAr: actor.roleNames?.ar ?? null,
    roleNameEn: actor.roleNames?.en ?? null,
  });
}
