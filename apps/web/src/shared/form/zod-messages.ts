import { type IssueLike, isBlankValue, issueMessageRef, type Locale, validationMessage } from '@app/contracts';
import type { $ZodRawIssue } from 'zod/v4/core';
import { getLang } from '../lang';
import type { AnyT } from '../translation-key';

type ValidationParams = Record<string, string | number>;

/** Schemas may name their own message code, e.g. `.regex(re, { params: { code: 'password_digit' } })`. */
function customCode(issue: $ZodRawIssue): string | undefined {
  const own = issue.params as { code?: unknown } | undefined;
  if (typeof own?.code === 'string') return own.code;
  const definition = (issue.inst as { _zod?: { def?: { params?: { code?: unknown } } } } | undefined)?._zod?.def;
  return typeof definition?.params?.code === 'string' ? definition.params.code : undefined;
}

/**
 * The catalogue key and params for a zod issue: the one mapping the server uses too
 * (`issueMessageRef` in `@app/contracts`). `raw` is the value as the form holds it: coercion turns
 * an empty select into 0, so "required" is judged on the raw value.
 */
function validationKey(issue: $ZodRawIssue, raw: unknown): [key: string, params: ValidationParams] {
  const code = customCode(issue);
  const shared = {
    ...(issue as unknown as IssueLike),
    ...(code ? { params: { ...(issue.params as Record<string, unknown> | undefined), code } } : {}),
  };
  const ref = issueMessageRef(shared, isBlankValue(raw));
  return [ref.key, ref.params];
}

/**
 * Builds zod's per-parse error map: messages in the active language from the catalogue the server
 * shares (`VALIDATION_MESSAGES`), naming the field by its label. A code only the web knows falls
 * back to the toolkit's translations.
 */
export function createErrorMap(options: {
  t: AnyT;
  labelOf(name: string): string;
  valueAt(path: readonly PropertyKey[]): unknown;
  /** The message language; the active UI language when left out. */
  locale?: Locale;
}): (issue: $ZodRawIssue) => string {
  return (issue) => {
    const path = issue.path ?? [];
    const [key, params] = validationKey(issue, options.valueAt(path));
    const field = options.labelOf(path.map(String).join('.'));
    const shared = validationMessage(options.locale ?? getLang(), key, { ...params, field });
    if (shared) return shared;
    return options.t(`toolkit:validation.${key}`, {
      ...params,
      field,
      // A code a schema invents but the catalogue lacks still reads sensibly.
      defaultValue: options.t('toolkit:validation.invalid', { field }),
    });
  };
}
