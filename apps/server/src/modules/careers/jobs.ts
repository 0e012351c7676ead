import { SYSTEM_ACTORS } from '@app/contracts';
import type { ScheduledJob } from '../../kernel/scheduler';
import { purgeOldRequests } from './admin-service';

/** Applications are kept this many days unless EMPLOYMENT_RETENTION_DAYS says otherwise. */
export const DEFAULT_RETENTION_DAYS = 730;
/** How often the deletion runs after the one at start. */
const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

/** The retention period from the environment; a value that is not a whole number of days from 1 is refused. */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EMPLOYMENT_RETENTION_DAYS?.trim();
  if (!raw) return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > 36_500) {
    throw new Error(`EMPLOYMENT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${raw}")`);
  }
  return days;
}

/**
 * Deletes applications older than the retention period, with their documents: once when the
 * server is ready, then every day. A failed run is logged and tried again at the next one.
 */
export function retentionJob(days: number = retentionDays()): ScheduledJob {
  return {
    name: 'employment-retention',
    everyMs: RETENTION_INTERVAL_MS,
    atStart: true,
    actor: SYSTEM_ACTORS.retention,
    async run(ctx) {
      const deleted = await purgeOldRequests(ctx, days);
      if (deleted > 0) ctx.log.info({ deleted, days }, 'employment applications past retention deleted');
    },
  };
}
