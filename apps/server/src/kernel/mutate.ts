import type { Permission } from '@app/contracts';
import type { Tx } from '../db/client';
import { mapDatabaseError, type UniqueMessages } from '../db/errors';
import type { PreparedUpload, SaveUploadOptions, StoredFile, Visibility } from '../plugins/storage';
import { type AuditActor, type AuditMode, recordAction } from './action-log';
import type { CustomerWriter, MutationContext, ServiceContext, Writer } from './context';
import { enqueue, OUTBOX_WAKE_EVENT, type OutboxMessage } from './outbox';

export interface MutationSpec {
  /** What the log shows: by convention the permission that allowed it ('add news', 'delete users'). */
  action: Permission | 'sign in' | 'sign out' | (string & {});
  mode: AuditMode;
  /** The resource touched, a key the web translates ('news', 'reports'). */
  subject: string;
  /** Public-cache tags built from this resource; dropped after commit on every instance. */
  invalidates?: readonly string[];
  /** Messages for unique constraints whose generic "already taken" is not the best answer. */
  uniqueMessages?: UniqueMessages;
  /**
   * `false` for a customer's own working state (their cart): a change no one audits, made many
   * times a visit, written in the same one transaction but kept out of the action log.
   */
  logged?: false;
}

export interface StoredRef {
  visibility: Visibility;
  key: string;
}

/** The action log's view of a writer; null for a visitor, whose form submissions stay out of the staff log. */
function auditActorOf(writer: Writer): AuditActor | null {
  if (!('kind' in writer)) {
    return { kind: 'staff', id: writer.id, name: writer.name, roleName: writer.roleName, roleNames: writer.roleNames };
  }
  switch (writer.kind) {
    case 'customer':
      return { kind: 'customer', id: writer.id, name: writer.name, roleName: null, roleNames: null };
    case 'system':
      return { kind: 'system', id: null, name: writer.name, roleName: null, roleNames: null };
    case 'visitor':
      return null;
  }
}

/** What the work of a mutation can do besides querying through `tx`. */
export interface MutationScope<C extends MutationContext = MutationContext> {
  tx: Tx;
  ctx: C;
  /**
   * Stores an upload prepared before the mutation (`ctx.files.prepare`: checked, images re-encoded),
   * so no CPU-heavy work runs while the transaction holds a connection. It is removed again if the
   * mutation does not commit.
   */
  saveFile(file: PreparedUpload, options: SaveUploadOptions): Promise<StoredFile>;
  /** Removes a file once the mutation has committed (a replaced image, a deleted record's files). */
  removeAfterCommit(file: StoredRef | null | undefined): void;
  /** Names the changed record in the log row (its id and its name at this moment). */
  describe(id: number | null, name?: string | null): void;
  /**
   * The writer this change made of its visitor (a sign-up): the log row names them, as a visitor's
   * own change would not be logged.
   */
  actAs(writer: CustomerWriter): void;
  /** Publishes an event on the bus with the commit (never if the mutation does not commit). */
  publish(name: string, payload: unknown): void;
  /** Writes messages to the outbox in this transaction; the outbox workers are woken after commit. */
  enqueue(...messages: OutboxMessage[]): Promise<void>;
}

/**
 * The one write path of every change (staff, customer, visitor or system): one transaction, the
 * action-log row inside it (not for a visitor), files
 * (prepared before it, see `saveFile`) stored during it kept only if it commits, replaced files
 * removed after commit, public-cache tags invalidated after commit, events announced with the commit, outbox
 * messages written in it, database refusals mapped to the API's answers.
 */
export async function mutate<T, C extends MutationContext>(
  ctx: C,
  spec: MutationSpec,
  work: (scope: MutationScope<C>) => Promise<T>,
): Promise<T> {
  let logAs = spec.logged === false ? null : auditActorOf(ctx.actor);
  const stored: StoredRef[] = [];
  const obsolete: StoredRef[] = [];
  let subject: { id: number | null; name: string | null } = { id: null, name: null };
  const events: Array<{ name: string; payload: unknown }> = [];
  let enqueued = false;

  let result: T;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const scope: MutationScope<C> = {
        tx,
        ctx,
        async saveFile(file, options) {
          const saved = await ctx.files.store(file, options);
          stored.push(saved);
          return saved;
        },
        removeAfterCommit(file) {
          if (file) obsolete.push(file);
        },
        describe(id, name = null) {
          subject = { id, name };
        },
        actAs(writer) {
          if (spec.logged !== false) logAs = auditActorOf(writer);
        },
        publish(name, payload) {
          events.push({ name, payload });
        },
        async enqueue(...messages) {
          await enqueue(tx, ...messages);
          enqueued ||= messages.length > 0;
        },
      };
      const value = await work(scope);
      if (enqueued) events.push({ name: OUTBOX_WAKE_EVENT, payload: null });
      // On commit, with it: an instance stopping right after the commit has still told the others.
      // An event too large to travel fails here, so nothing commits.
      await ctx.events.announceIn(tx, events);
      if (logAs) {
        await recordAction(tx, logAs, {
          action: spec.action,
          mode: spec.mode,
          subject: spec.subject,
          subjectId: subject.id,
          subjectName: subject.name,
        });
      }
      return value;
    });
  } catch (error) {
    await removeAll(ctx, stored);
    throw mapDatabaseError(error, spec.uniqueMessages);
  }

  await removeAll(ctx, obsolete);
  if (spec.invalidates?.length) await ctx.invalidate(spec.invalidates);
  for (const event of events) ctx.events.deliverLocally(event.name, event.payload);
  return result;
}

/** Best effort: a file that cannot be removed is logged (by key only) and left for the operator. */
async function removeAll(ctx: ServiceContext, files: readonly StoredRef[]): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => ctx.files.remove(file)));
  results.forEach((outcome, i) => {
    if (outcome.status === 'rejected') ctx.log.warn({ key: files[i]?.key }, 'stored file could not be removed');
  });
}
