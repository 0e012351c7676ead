import type { TFunction } from 'i18next';
import type { $ZodRawIssue } from 'zod/v4/core';

export type ValidationParams = Record<string, string | number>;

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Schemas may name their own message code, e.g. `.regex(re, { params: { code: 'password_digit' } })`. */
function customCode(issue: $ZodRawIssue): string | undefined {
  const own = issue.params as { code?: unknown } | undefined;
  if (typeof own?.code === 'string') return own.code;
  const definition = (issue.inst as { _zod?: { def?: { params?: { code?: unknown } } } } | undefined)?._zod?.def;
  return typeof definition?.params?.code === 'string' ? definition.params.code : undefined;
}

const NUMERIC = new Set(['number', 'int', 'bigint']);

/**
 * The toolkit's message key (under `validation.`) for a zod issue. `raw` is the value as the form
 * holds it: coercion turns an empty select into 0, so "required" is judged on the raw value.
 */
export function validationKey(issue: $ZodRawIssue, raw: unknown): [key: string, params: ValidationParams] {
  const own = customCode(issue);
  if (own) return [own, {}];
  if (isBlank(raw)) return ['required', {}];
  switch (issue.code) {
    case 'invalid_type': {
      const expected = String(issue.expected);
      if (expected === 'int') return ['invalid_integer', {}];
      if (NUMERIC.has(expected)) return ['invalid_number', {}];
      if (expected === 'date') return ['invalid_date', {}];
      if (expected === 'file') return ['file_expected', {}];
      return ['invalid', {}];
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return ['too_short', { min }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['too_few_items', { min }];
      if (NUMERIC.has(String(issue.origin))) return [issue.inclusive === false ? 'greater_than' : 'too_small', { min }];
      return ['invalid', {}];
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return ['too_long', { max }];
      if (issue.origin === 'array' || issue.origin === 'set') return ['too_many_items', { max }];
      if (issue.origin === 'file') return ['file_too_large', { max: Math.round(max / 1024 / 1024) }];
      if (NUMERIC.has(String(issue.origin))) return [issue.inclusive === false ? 'less_than' : 'too_big', { max }];
      return ['invalid', {}];
    }
    case 'invalid_format':
      if (issue.format === 'email') return ['invalid_email', {}];
      if (issue.format === 'url') return ['invalid_url', {}];
      return ['invalid_format', {}];
    case 'invalid_value':
      return ['invalid_choice', {}];
    case 'not_multiple_of':
      return ['not_multiple_of', { step: issue.divisor }];
    default:
      return ['invalid', {}];
  }
}

/** Builds zod's per-parse error map: messages in the active language, naming the field by its label. */
export function createErrorMap(options: {
  t: TFunction;
  labelOf(name: string): string;
  valueAt(path: readonly PropertyKey[]): unknown;
}): (issue: $ZodRawIssue) => string {
  return (issue) => {
    const path = issue.path ?? [];
    const [key, params] = validationKey(issue, options.valueAt(path));
    const field = options.labelOf(path.map(String).join('.'));
    return options.t(`toolkit:validation.${key}`, {
      ...params,
      field,
      // A code a schema invents but the catalogue lacks still reads sensibly.
      defaultValue: options.t('toolkit:validation.invalid', { field }),
    });
  };
}
