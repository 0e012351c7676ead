import type { SystemActorName } from '@app/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { type MutationContext, systemContext } from './context';

/**
 * Work no request starts: every `everyMs`, and once when the server is ready if `atStart`. A job
 * runs on one instance at a time (the database's lock named after it) and never twice at once in
 * one; its `run` gets a context whose writer is the system actor `actor`, never the Fastify app.
 */
export interface ScheduledJob {
  /** Names the job in the logs and its lock: unique among the jobs. */
  name: string;
  everyMs: number;
  atStart?: boolean;
  /** The system actor the job writes as (the action log's "who"). */
  actor: SystemActorName;
  run(ctx: MutationContext): Promise<void>;
}

export type JobRun = 'ran' | 'failed' | 'busy';

type Lock = Pick<DatabaseHandle, 'withLock'>;

export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly running = new Map<string, Promise<JobRun>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private started = false;

  constructor(
    private readonly lock: Lock,
    private readonly contextFor: (actor: SystemActorName) => MutationContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  add(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`a job named ${job.name} is scheduled already`);
    if (!(job.everyMs > 0)) throw new Error(`${job.name}: everyMs must be above 0`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  /** Starts every job's timer, and runs those marked `atStart` (waiting for them). */
  async start(): Promise<void> {
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
    await Promise.all([...this.jobs.values()].filter((job) => job.atStart).map((job) => this.runNow(job.name)));
  }

  /**
   * Runs a job now: 'busy' when it is running here or holds its lock on another instance, 'failed'
   * when it threw (logged; the next run tries again).
   */
  runNow(name: string): Promise<JobRun> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    const current = this.running.get(name);
    if (current) return current.then(() => 'busy');
    const run = this.lock
      .withLock(`job:${name}`, () => job.run(this.contextFor(job.actor)))
      .then(
        (outcome): JobRun => (outcome.ran ? 'ran' : 'busy'),
        (error: unknown): JobRun => {
          this.log.error({ err: error, job: name }, 'scheduled job failed');
          return 'failed';
        },
      )
      .finally(() => this.running.delete(name));
    this.running.set(name, run);
    return run;
  }

  /** Stops the timers and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
  }

  private schedule(job: ScheduledJob): void {
    const timer = setInterval(() => void this.runNow(job.name), job.everyMs);
    timer.unref();
    this.timers.push(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// The plugin: one scheduler per instance; modules add their jobs as they register, it starts when
// the app is ready and stops (waiting for what runs) when it closes.

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

interface SchedulerPluginOptions {
  /** The database whose locks keep a job to one instance at a time. */
  lock: Lock;
}

async function schedulerPlugin(app: FastifyInstance, opts: SchedulerPluginOptions): Promise<void> {
  const scheduler = new Scheduler(opts.lock, (actor) => systemContext(app, actor), app.log);
  app.decorate('scheduler', scheduler);
  app.addHook('onReady', () => scheduler.start());
  app.addHook('onClose', () => scheduler.stop());
}

export default fp(schedulerPlugin, { name: 'scheduler' });
