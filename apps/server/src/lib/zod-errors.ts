import { type FormName, isBlankValue, issueMessageRef, type IssueLike as SharedIssueLike } from '@app/contracts';
import type { z } from 'zod';
import { type MessageRef, validationError } from '../errors';

/** A zod issue as the mapping reads it (see `@app/contracts`), with where it happened and what was given. */
export interface IssueLike extends SharedIssueLike {
  path: readonly PropertyKey[];
  received?: unknown;
  /** Present when parsed with `reportInput: true`. */
  input?: unknown;
}

export interface FieldErrorOptions {
  /** The raw data that was validated: tells "left out" (required) apart from "given but wrong". */
  input?: unknown;
  /** Field name for issues about the whole value (empty path). */
  rootName?: string;
  /** The form whose labels name the fields in the messages (see `FORM_FIELD_LABELS`). */
  form?: FormName;
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

/** Absent, null, an empty or all-space form value, an empty list: what a person means by "left blank". */
function isBlank(value: unknown): boolean {
  return value === MISSING || isBlankValue(value);
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
  const { rootName, form } = options;
  const scope: Record<string, string> = form ? { form } : {};
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
        add(field, { key: 'unknown_field', params: { field, ...scope } });
      }
      continue;
    }
    const field = fieldPath(issue.path, rootName);
    // The one mapping the web's forms use too, so both sides name the same problem the same way.
    const { key, params } = issueMessageRef(issue, issueIsBlank(issue, options));
    add(field, { key, params: { field, ...scope, ...params } });
  }
  return errors;
}

/** Validates by hand (services, imports) and throws the same 422 the route validation gives. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  options: { form?: FormName } = {},
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(
    zodIssuesToFieldErrors(result.error.issues as readonly IssueLike[], { ...options, input: data }),
  );
}

/** A request-validation failure as fastify-type-provider-zod reports it (`error.validation`). */
export interface SchemaValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string | undefined;
  params: unknown;
}

/** The zod issues behind a fastify-type-provider-zod validation failure. */
export function issuesOfValidation(entries: readonly SchemaValidationEntry[]): IssueLike[] {
  return entries.map((entry) => ({
    ...(entry.params as Record<string, unknown>),
    code: entry.keyword,
    path: entry.instancePath.split('/').slice(1),
    message: entry.message,
  }));
}
