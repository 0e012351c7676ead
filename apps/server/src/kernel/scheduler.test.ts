/**
 * The scheduler: a job runs on one instance at a time (two schedulers on the same database, each
 * with its own connection pool on PostgreSQL), never twice at once in one, gets a system context,
 * survives its own failure, and a stop waits for it. On PostgreSQL, a lock whose connection is lost
 * is given back.
 */
import { SYSTEM_ACTORS } from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { deferred } from '../test/deferred';
import { createTestContext, databaseUrlOf, type TestContext } from '../test/harness';
import { type MutationContext, systemContext } from './context';
import { type ScheduledJob, Scheduler } from './scheduler';

const onPostgres = Boolean(process.env.DATABASE_URL);

const quietLog = () => ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() }) as unknown as FastifyBaseLogger;

let ctx: TestContext;
/** Another instance's view of the same database: its own pool on PostgreSQL, the one process's on the embedded one. */
let other: DatabaseHandle;

beforeAll(async () => {
  ctx = await createTestContext();
  other = onPostgres ? await openDatabase({ databaseUrl: databaseUrlOf(ctx), migrate: false }) : ctx.database;
});

afterAll(async () => {
  if (other !== ctx.database) await other.close();
  await ctx.close();
});

function schedulerOn(database: DatabaseHandle, log = quietLog()): Scheduler {
  return new Scheduler(database, (actor) => systemContext(ctx.app, actor), log);
}

/** A job that waits for `release` each run, counting its runs and the contexts it got. */
function heldJob(name: string) {
  const runs: MutationContext[] = [];
  let hold = deferred();
  let started = deferred();
  const job: ScheduledJob = {
    name,
    everyMs: 60 * 60_000,
    actor: SYSTEM_ACTORS.retention,
    async run(context) {
      runs.push(context);
      started.resolve();
      await hold.promise;
    },
  };
  return {
    job,
    runs,
    started: () => started.promise,
    release() {
      hold.resolve();
      hold = deferred();
      started = deferred();
    },
  };
}

describe('the scheduler', () => {
  it('runs a job on one instance at a time, and on the other once it is done', async () => {
    const first = schedulerOn(ctx.database);
    const second = schedulerOn(other);
    const held = heldJob('one-at-a-time');
    first.add(held.job);
    second.add(held.job);

    const running = first.runNow('one-at-a-time');
    await held.started();
    expect(await second.runNow('one-at-a-time')).toBe('busy');
    // Asked again where it runs, it does not start a second run beside the first.
    const again = first.runNow('one-at-a-time');
    held.release();
    expect(await running).toBe('ran');
    expect(await again).toBe('busy');
    expect(held.runs).toHaveLength(1);

    const later = second.runNow('one-at-a-time');
    await held.started();
    held.release();
    expect(await later).toBe('ran');
    expect(held.runs).toHaveLength(2);
  });

  it('gives the job a context whose writer is its system actor', async () => {
    const scheduler = schedulerOn(ctx.database);
    const held = heldJob('context');
    scheduler.add(held.job);
    const run = scheduler.runNow('context');
    await held.started();
    held.release();
    await run;
    expect(held.runs[0]?.actor).toEqual({ kind: 'system', name: SYSTEM_ACTORS.retention });
    expect(held.runs[0]?.db).toBe(ctx.app.db);
  });

  it('logs a failed run, lets the lock go, and runs the job again next time', async () => {
    const log = quietLog();
    const scheduler = schedulerOn(ctx.database, log);
    let calls = 0;
    scheduler.add({
      name: 'fails-once',
      everyMs: 60 * 60_000,
      actor: SYSTEM_ACTORS.retention,
      async run() {
        calls += 1;
        if (calls === 1) throw new Error('gateway unreachable');
      },
    });
    expect(await scheduler.runNow('fails-once')).toBe('failed');
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'fails-once', err: expect.any(Error) }),
      'scheduled job failed',
    );
    // The other instance may take it at once: the failure did not keep the lock.
    const elsewhere = schedulerOn(other);
    let ranElsewhere = false;
    elsewhere.add({
      name: 'fails-once',
      everyMs: 60 * 60_000,
      actor: SYSTEM_ACTORS.retention,
      async run() {
        ranElsewhere = true;
      },
    });
    expect(await elsewhere.runNow('fails-once')).toBe('ran');
    expect(ranElsewhere).toBe(true);
    expect(await scheduler.runNow('fails-once')).toBe('ran');
    expect(calls).toBe(2);
  });

  it('runs the jobs marked to run at start when started, and a stop waits for a run in progress', async () => {
    const scheduler = schedulerOn(ctx.database);
    const held = heldJob('at-start');
    scheduler.add({ ...held.job, atStart: true });
    let startedUp = false;
    const starting = scheduler.start().then(() => {
      startedUp = true;
    });
    await held.started();
    expect(startedUp).toBe(false);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    held.release();
    await Promise.all([starting, stopping]);
    expect(stopped).toBe(true);
    expect(held.runs).toHaveLength(1);
  });

  it('runs a job every interval until stopped', async () => {
    const scheduler = schedulerOn(ctx.database);
    let runs = 0;
    scheduler.add({
      name: 'often',
      everyMs: 10,
      actor: SYSTEM_ACTORS.retention,
      async run() {
        runs += 1;
      },
    });
    await scheduler.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3));
    await scheduler.stop();
    const atStop = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(atStop);
  });

  it('refuses two jobs of one name and an interval that is not positive', () => {
    const scheduler = schedulerOn(ctx.database);
    const job = heldJob('twice').job;
    scheduler.add(job);
    expect(() => scheduler.add(job)).toThrow(/scheduled already/);
    expect(() => scheduler.add({ ...job, name: 'never', everyMs: 0 })).toThrow(/above 0/);
  });

  it('is what the app runs its jobs with: unpaid-order expiry, retention and outbox retries', () => {
    const names = (ctx.app.scheduler as unknown as { jobs: Map<string, ScheduledJob> }).jobs;
    expect([...names.keys()].sort()).toEqual(['employment-retention', 'outbox-retries', 'unpaid-order-expiry']);
  });
});

if (onPostgres) {
  describe('the scheduler on PostgreSQL', () => {
    it('gives a job back to the other instances when the connection holding its lock is lost', async () => {
      const first = schedulerOn(ctx.database);
      const second = schedulerOn(other);
      const here = heldJob('lost-connection');
      const there = heldJob('lost-connection');
      first.add(here.job);
      second.add(there.job);
      const running = first.runNow('lost-connection');
      await here.started();
      expect(await second.runNow('lost-connection')).toBe('busy');
      // The backend holding the job's advisory lock ends (an operator, a failover): the lock goes with it.
      const holders = sql`
        select l.pid from pg_locks l
        join pg_database d on d.oid = l.database and d.datname = current_database()
        where l.locktype = 'advisory' and l.granted and l.classid = 7300001
          and l.objid = hashtext('job:lost-connection')::oid`;
      const rowsOf = async (statement: SQL) =>
        ((await other.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;
      expect(await rowsOf(sql`select pg_terminate_backend(pid) as ended from (${holders}) h`)).toEqual([
        { ended: true },
      ]);
      // Ending a backend is a signal: its locks go when it has exited.
      await vi.waitFor(async () => expect(await rowsOf(holders)).toEqual([]));
      const taken = second.runNow('lost-connection');
      await there.started();
      there.release();
      expect(await taken).toBe('ran');
      // The first run ends too; a lock it could not give back (its connection gone) is not its failure.
      here.release();
      expect(await running).toBe('ran');
    });
  });
}
