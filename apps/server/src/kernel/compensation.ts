import type { FastifyBaseLogger } from 'fastify';

/**
 * One step of work that reaches outside the database after a change has committed (asking a
 * payment gateway for a page, then recording what it answered), with what undoes the change when
 * the step fails. The outcomes are explicit: the step's value; its failure compensated (the step's
 * error goes on, as `failed(error)` makes it); or its failure with the compensation failing too,
 * which is logged with `leftTo` (what will finish the work, e.g. a scheduled job) and also ends in
 * the step's error, since the caller's answer is about the step.
 */
export interface CompensatedStep<T> {
  /** Names the step in the logs. */
  name: string;
  run(): Promise<T>;
  /** Undoes the committed change (in a transaction of its own). */
  compensate(error: unknown): Promise<void>;
  /** What the caller is told when the step failed (the original error, or a plainer one). */
  failed(error: unknown): unknown;
  /** Who finishes the work when compensating fails too. */
  leftTo: string;
  /** Fields naming the record, for the log lines. */
  about: Record<string, unknown>;
}

export async function runCompensated<T>(log: FastifyBaseLogger, step: CompensatedStep<T>): Promise<T> {
  try {
    return await step.run();
  } catch (error) {
    try {
      await step.compensate(error);
      log.warn({ err: error, ...step.about, step: step.name }, `${step.name} failed: compensated`);
    } catch (compensationError) {
      log.error(
        { err: compensationError, stepError: error, ...step.about, step: step.name, leftTo: step.leftTo },
        `${step.name} failed and could not be compensated: left to ${step.leftTo}`,
      );
    }
    throw step.failed(error);
  }
}
