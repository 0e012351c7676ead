import { AppError, fieldError } from '../errors';
import type { MessageKey } from '../i18n/messages';

/** The parts of a PostgreSQL error the mapping reads (pg and PGlite both carry them, possibly as a cause). */
interface PgErrorLike {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/**
 * A unique constraint's own message, where the generic "already taken" is not the best one
 * (e.g. `admins_email_unique` → `email_taken` on `email`): the answer when two requests pass a
 * service's check at once and the index decides.
 */
export type UniqueMessages = Readonly<Record<string, { field: string; key: MessageKey }>>;

/** True for PostgreSQL's unique_violation of the given constraint, through the ORM's error wrapping. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (pg.constraint === constraint || !!pg.detail?.includes(constraint));
}

/** The PostgreSQL error inside an ORM error's cause chain, if any. */
function pgErrorOf(error: unknown): PgErrorLike | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as Partial<PgErrorLike> & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as PgErrorLike;
    e = candidate.cause;
  }
  return undefined;
}

/**
 * The columns a constraint violation names. PostgreSQL's detail reads `Key (email)=(…) already exists.` or
 * `Key (role_id)=(…) is not present in table "roles".`; only the column list is taken, never the value.
 */
function constraintColumns(error: PgErrorLike): string[] {
  if (error.column) return [error.column];
  const match = /^Key \((.+?)\)=\(/.exec(error.detail ?? '');
  if (!match?.[1]) return [];
  return match[1].split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
}

/** The request field a column is known as (columns are snake_case like the API's fields; functional indexes name the expression). */
function fieldOf(column: string): string {
  const inner = /\(([a-z_]+)(?:::[a-z ]+)?\)/.exec(column);
  return inner?.[1] ?? column;
}

/**
 * Turns a database refusal the services did not foresee into the API's answer: a unique value already
 * taken is 422 on its field, a reference to a missing row 422 on its field, a row still referenced
 * 409, a value out of a column's range 422. Anything else is left as it is (a 500, logged without values).
 */
export function mapDatabaseError(error: unknown, uniqueMessages: UniqueMessages = {}): unknown {
  if (error instanceof AppError) return error;
  const pg = pgErrorOf(error);
  if (!pg) return error;
  const [column] = constraintColumns(pg);
  switch (pg.code) {
    case '23505': {
      // unique_violation
      const own = pg.constraint ? uniqueMessages[pg.constraint] : undefined;
      if (own) return fieldError(own.field, own.key);
      return column ? fieldError(fieldOf(column), 'taken') : new AppError(409, 'conflict');
    }
    case '23503': // foreign_key_violation
      // Inserting or updating a row that points at a missing one: the field is wrong.
      // Deleting a row others still point at: the record is in use.
      if (/is not present in table/.test(pg.detail ?? '') && column)
        return fieldError(fieldOf(column), 'invalid_choice');
      return new AppError(409, 'in_use');
    case '23502': // not_null_violation
      return column ? fieldError(fieldOf(column), 'required') : error;
    case '22003': // numeric_value_out_of_range
      return column
        ? fieldError(fieldOf(column), 'too_big', { max: 2147483647 })
        : new AppError(422, 'validation_failed');
    default:
      return error;
  }
}

/** Node's socket errors of a database that cannot be reached. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * The driver's words for a connection lost or never made (pg's and PGlite's); they carry no code.
 * "timeout exceeded when trying to connect" is also a full pool that stayed full too long.
 */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /^PGlite is closed/,
];

/**
 * Why the database could not be used, when the failure is the database being away rather than the
 * request: a connection refused, cut or timed out, or the server shutting down, starting up or out of
 * connections. The answer is a 503 (a retry later will work; a checkout retried with its key is safe).
 * Undefined for any other failure.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNREACHABLE_SOCKET_CODES.has(code)) return code;
    // 08: connection exception; 57P01..57P03: shut down by an operator, crashed, or not yet accepting; 53300: too many connections.
    if (/^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/.test(code)) return code;
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'connection lost';
    // An AggregateError of every address tried (Node's happy eyeballs): each one refused.
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0) {
      const reasons = candidate.errors.map(databaseUnavailableReason);
      if (reasons.every(Boolean)) return reasons[0];
    }
    e = candidate.cause;
  }
  return undefined;
}
