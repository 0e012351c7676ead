import type { z } from 'zod';
import { type MessageRef, validationError } from '../errors';
import type { MessageParams } from '../i18n/messages';

/** The parts of a zod issue the mapping reads; fastify-type-provider-zod's validation errors carry the same fields. */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  keys?: readonly string[];
  params?: Record<string, unknown>;
  received?: unknown;
  /** Present when parsed with `reportInput: true`. */
  input?: unknown;
}

export interface FieldErrorOptions {
  /** The raw data that was validated: tells "left out" (required) apart from "given but wrong". */
  input?: unknown;
  /** Field name for issues about the whole value (empty path). */
  rootName?: string;
}

/**
 * Renders a path the way the web forms name their fields: `translation[0][name]`,
 * `sections[2][translations][1][title]`. An empty path (the whole body) becomes `rootName`.
 */
export function fieldPath(path: readonly PropertyKey[], rootName = 'body'): string {
  if (path.length === 0) return rootName;
  const [first, ...rest] = path.map((segment) => String(segment));
  return `${first}${rest.map((segment) => `[${segment}]`).join('')}`;
}

const MISSING = Symbol('missing');

/** The raw value at `path`, or MISSING when any step of the way is absent. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return MISSING;
    if (!Object.hasOwn(current, segment)) return MISSING;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** Absent, null, or an empty form value: what a person means by "left blank". */
function isBlank(value: unknown): boolean {
  return value === MISSING || value === undefined || value === null || value === '';
}

function bound(value: unknown): string | number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const NUMBER_TYPES = new Set(['number', 'nan', 'bigint', 'float32', 'float64']);
const INTEGER_TYPES = new Set(['int', 'int32', 'uint32', 'int64', 'uint64']);
const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);
/** Issue codes that, on a blank input, simply mean "you left this out". */
const BLANKABLE = new Set(['invalid_type', 'invalid_value', 'invalid_union', 'custom']);

function issueRef(issue: IssueLike, blank: boolean): { key: string; params: MessageParams } {
  // A blank value is "required" whatever check tripped over it, custom ones included
  // (a missing file is "required", not "must be a file").
  if (blank && BLANKABLE.has(issue.code)) return { key: 'required', params: {} };
  if (issue.code === 'custom' && typeof issue.params?.code === 'string') {
    const { code, ...rest } = issue.params;
    const params: MessageParams = {};
    for (const [name, value] of Object.entries(rest)) {
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    }
    return { key: code, params };
  }
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      if (NUMBER_TYPES.has(expected)) return { key: 'invalid_number', params: {} };
      if (INTEGER_TYPES.has(expected)) return { key: 'invalid_integer', params: {} };
      if (expected === 'date') return { key: 'invalid_date', params: {} };
      return { key: 'invalid', params: {} };
    }
    case 'too_small': {
      const min = bound(issue.minimum);
      if (issue.origin === 'string') {
        return blank || min === 1 ? { key: 'required', params: {} } : { key: 'too_short', params: { min } };
      }
      // An empty list where at least one item is needed reads as "required", like an empty string.
      if ((issue.origin === 'array' || issue.origin === 'set') && (blank || min === 1)) {
        return { key: 'required', params: {} };
      }
      return { key: 'too_small', params: { min } };
    }
    case 'too_big': {
      const max = bound(issue.maximum);
      if (issue.origin === 'string') return { key: 'too_long', params: { max } };
      return { key: 'too_big', params: { max } };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { key: 'invalid_email', params: {} };
      if (DATE_FORMATS.has(String(issue.format))) return { key: 'invalid_date', params: {} };
      return { key: 'invalid_format', params: {} };
    }
    case 'invalid_value':
    case 'invalid_enum_value':
      return { key: 'invalid_choice', params: {} };
    default:
      return { key: 'invalid', params: {} };
  }
}

/** Whether the issue is about a value that was left out; zod 4 issues do not record it themselves. */
function issueIsBlank(issue: IssueLike, options: FieldErrorOptions): boolean {
  if ('input' in options) return isBlank(valueAt(options.input, issue.path));
  if ('input' in issue) return isBlank(issue.input);
  return (
    issue.code === 'invalid_type' && (issue.received === 'undefined' || /received undefined$/.test(issue.message ?? ''))
  );
}

/** Turns zod issues into per-field message references keyed by the bracket field name. */
export function zodIssuesToFieldErrors(
  issues: readonly IssueLike[],
  options: FieldErrorOptions = {},
): Record<string, MessageRef[]> {
  const { rootName } = options;
  const errors: Record<string, MessageRef[]> = {};
  const add = (field: string, ref: MessageRef) => {
    const list = errors[field] ?? [];
    // One message per key and field is enough: a union can report the same problem several times.
    if (!list.some((existing) => existing.key === ref.key)) list.push(ref);
    errors[field] = list;
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        const field = fieldPath([...issue.path, key], rootName);
        add(field, { key: 'unknown_field', params: { field } });
      }
      continue;
    }
    const field = fieldPath(issue.path, rootName);
    const { key, params } = issueRef(issue, issueIsBlank(issue, options));
    add(field, { key, params: { field, ...params } });
  }
  return errors;
}

/** Validates by hand (services, imports) and throws the same 422 the route validation gives. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(zodIssuesToFieldErrors(result.error.issues as readonly IssueLike[], { input: data }));
}
