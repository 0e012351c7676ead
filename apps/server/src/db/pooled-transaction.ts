import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The fields of drizzle's session the method below reads (private in its types). */
interface SessionFields {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

type TransactionMethod = (
  this: SessionFields,
  work: (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<unknown>,
  config?: PgTransactionConfig,
) => Promise<unknown>;

/** Untyped in drizzle's declarations: the isolation level and access mode as SQL. */
interface TransactionSettings {
  getTransactionConfigSQL(config: PgTransactionConfig): SQL;
}

let installed = false;

/**
 * drizzle-orm's transaction on a pool sends BEGIN before the try/finally that gives the connection
 * back (drizzle-orm issues 6023, 6241, 6341, open): a BEGIN that fails, which is what a connection
 * the server ended while it sat idle does first after a restart, keeps its connection checked out
 * for good, and a few of them leave the pool empty with every request waiting. A failed ROLLBACK
 * also hands a dead connection back as healthy. This replaces the method with the same steps,
 * BEGIN inside the try, and a connection that failed to begin or to roll back destroyed on release.
 */
export function releaseConnectionsOfFailedTransactions(): void {
  if (installed) return;
  installed = true;
  const prototype = NodePgSession.prototype as unknown as { transaction: TransactionMethod };
  const original = prototype.transaction;
  prototype.transaction = async function (this: SessionFields, work, config) {
    if (!(this.client instanceof pg.Pool)) return original.call(this, work, config);
    const client = await this.client.connect();
    const session = new NodePgSession(client, this.dialect, this.schema, this.options);
    const tx = new NodePgTransaction<Record<string, unknown>, never>(this.dialect, session, this.schema as never);
    let began = false;
    let broken: Error | undefined;
    try {
      const settings = config ? (tx as unknown as TransactionSettings).getTransactionConfigSQL(config) : undefined;
      await tx.execute(sql`begin${settings ? sql` ${settings}` : undefined}`);
      began = true;
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!began) broken = error as Error;
      else
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
