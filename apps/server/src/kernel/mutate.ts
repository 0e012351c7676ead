import type { Permission } from '@app/contracts';
import type { Tx } from '../db/client';
import { type AuditMode, writeLog } from '../plugins/audit';
import type { PreparedUpload, SaveUploadOptions, StoredFile, Visibility } from '../plugins/storage';
import type { AdminContext } from './context';
import { mapDatabaseError } from './db-errors';
import { encodeEvent } from './events';
import { enqueue, OUTBOX_WAKE_EVENT, type OutboxMessage } from './outbox';

const ORIGIN_PLACEHOLDER = '00000000-0000-0000-0000-000000000000';

export interface MutationSpec {
  /** What the log shows: by convention the permission that allowed it ('add news', 'delete users'). */
  action: Permission | 'sign in' | 'sign out' | (string & {});
  mode: AuditMode;
  /** The resource touched, a key the web translates ('news', 'reports'). */
  subject: string;
  /** Public-cache tags built from this resource; dropped after commit on every instance. */
  invalidates?: readonly string[];
}

export interface StoredRef {
  visibility: Visibility;
  key: string;
}

/** What the work of a mutation can do besides querying through `tx`. */
export interface MutationScope {
  tx: Tx;
  ctx: AdminContext;
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
  /** Publishes an event on the bus once the mutation has committed (never if it does not). */
  publish(name: string, payload: unknown): void;
  /** Writes messages to the outbox in this transaction; the outbox workers are woken after commit. */
  enqueue(...messages: OutboxMessage[]): Promise<void>;
}

/**
 * The one write path of every admin mutation: one transaction, the action-log row inside it, files
 * (prepared before it, see `saveFile`) stored during it kept only if it commits, replaced files
 * removed after commit, public-cache tags invalidated and events published after commit, outbox
 * messages written in it, database refusals mapped to the API's answers.
 */
export async function mutate<T>(
  ctx: AdminContext,
  spec: MutationSpec,
  work: (scope: MutationScope) => Promise<T>,
): Promise<T> {
  const stored: StoredRef[] = [];
  const obsolete: StoredRef[] = [];
  let subject: { id: number | null; name: string | null } = { id: null, name: null };
  const events: Array<{ name: string; payload: unknown }> = [];
  let enqueued = false;

  let result: T;
  try {
    result = await ctx.db.transaction(async (tx) => {
      const scope: MutationScope = {
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
        publish(name, payload) {
          // Refuses an event too large to travel before anything commits (the origin is a UUID).
          encodeEvent(ORIGIN_PLACEHOLDER, name, payload);
          events.push({ name, payload });
        },
        async enqueue(...messages) {
          await enqueue(tx, ...messages);
          enqueued ||= messages.length > 0;
        },
      };
      const value = await work(scope);
      await writeLog(
        tx,
        { id: ctx.actor.id, name: ctx.actor.name, roleName: ctx.actor.roleName, roleNames: ctx.actor.roleNames },
        {
          action: spec.action,
          mode: spec.mode,
          subject: spec.subject,
          subjectId: subject.id,
          subjectName: subject.name,
        },
      );
      return value;
    });
  } catch (error) {
    await removeAll(ctx, stored);
    throw mapDatabaseError(error);
  }

  await removeAll(ctx, obsolete);
  if (spec.invalidates?.length) await ctx.invalidate(spec.invalidates);
  for (const event of events) await ctx.publish(event.name, event.payload);
  if (enqueued) await ctx.publish(OUTBOX_WAKE_EVENT, null);
  return result;
}

/** Best effort: a file that cannot be removed is logged (by key only) and left for the operator. */
async function removeAll(ctx: AdminContext, files: readonly StoredRef[]): Promise<void> {
  const results = await Promise.allSettled(files.map((file) => ctx.files.remove(file)));
  results.forEach((outcome, i) => {
    if (outcome.status === 'rejected') ctx.log.warn({ key: files[i]?.key }, 'stored file could not be removed');
  });
}
