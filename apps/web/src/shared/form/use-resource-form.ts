import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { type BaseSyntheticEvent, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { notifySuccess } from '../alerts/notify';
import { ApiError } from '../api-client';
import { useAnyT } from '../translation-key';
import { createLabelOf, type FieldKeys, type FieldLabels } from './labels';
import { isRequiredIn } from './required';
import { applyServerErrors } from './server-errors';
import { createErrorMap } from './zod-messages';

export interface UseResourceFormOptions<Input extends FieldValues, Output> {
  /** A shared schema from `@app/contracts`, so client and server validate alike. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Where the field labels are in the locales (`'users:fields'`: `name` is labelled `users:fields.name`). */
  fields?: FieldKeys;
  /** Labels that are not `fields` + the field's name, by field path. */
  labels?: FieldLabels;
  /** Sends the validated values; a rejection with a 422 ApiError is shown on the fields and in the alert. */
  onSubmit(values: Output): Promise<unknown> | unknown;
  onSuccess?(result: unknown): void;
  /** Shown in a green alert inside the form after saving (forms that stay on screen). Translated text. */
  successMessage?: string;
  /** Milliseconds after which that alert hides itself. */
  successAutoHide?: number;
  /** Shown as a green notification after saving (forms that close or navigate away). Translated text. */
  successNotification?: string;
  /**
   * Fields whose server messages are listed in the red alert only, not repeated under the field: a
   * file refused row by row (a stock file's wrong lines) reads once, as a list.
   */
  errorsInAlertOnly?: readonly string[];
}

export interface ResourceFormController<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  submit(event?: BaseSyntheticEvent): Promise<void>;
  /** The last failure of `onSubmit` (ApiError or other), cleared on the next attempt. */
  serverError: unknown;
  success: string | null;
  successAutoHide?: number;
  hideSuccess(): void;
  labelOf(name: string): string;
  /** Whether the schema requires a value in the field (it accepts no empty value): its label shows the star. */
  requiredOf(name: string): boolean;
  /** True from a successful save until the next change: leaving then loses nothing. */
  saved: RefObject<boolean>;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * The first issue of each field, with its own message. (The zod resolver of `@hookform/resolvers`
 * shows a union's first inner issue instead, whose message was made without the field's path: an
 * empty money field read "the  value is invalid" rather than "the Price field is required".)
 */
function firstIssues(issues: readonly z.core.$ZodIssue[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= { type: issue.code, message: issue.message };
  }
  return errors;
}

/**
 * react-hook-form + the shared zod schema, with translated client messages, server 422 errors on
 * the fields and in a red alert, and the success message. Render it with `<ResourceForm>`.
 */
export function useResourceForm<Input extends FieldValues, Output>(
  options: UseResourceFormOptions<Input, Output>,
): ResourceFormController<Input, Output> {
  const { schema, defaultValues, fields, labels, successMessage, successAutoHide, successNotification } = options;
  const t = useAnyT();
  const labelOf = useMemo(() => createLabelOf({ fields, labels }, t), [fields, labels, t]);
  const requiredOf = useCallback((name: string) => isRequiredIn(schema, name), [schema]);
  // The values being validated, so the error map can tell an empty field from a wrong one.
  const validating = useRef<unknown>(undefined);

  const resolver = useMemo<Resolver<Input, unknown, Output>>(() => {
    const error = createErrorMap({ t, labelOf, valueAt: (path) => valueAt(validating.current, path) });
    return async (values, _context, resolverOptions) => {
      validating.current = values;
      const result = await schema.safeParseAsync(values, { error });
      if (result.success) {
        if (resolverOptions.shouldUseNativeValidation) validateFieldsNatively({}, resolverOptions);
        return { values: result.data, errors: {} };
      }
      return { values: {}, errors: toNestErrors(firstIssues(result.error.issues), resolverOptions) };
    };
  }, [schema, t, labelOf]);

  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const [serverError, setServerError] = useState<unknown>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const saved = useRef(false);

  // The latest callbacks, without re-creating the submit handler when the caller passes inline functions.
  const callbacks = useRef(options);
  callbacks.current = options;

  const submit = useMemo(
    () =>
      form.handleSubmit(
        async (values) => {
          setServerError(null);
          setSuccess(null);
          try {
            const result = await callbacks.current.onSubmit(values);
            // What was saved is the new starting point: leaving now loses nothing.
            saved.current = true;
            form.reset(form.getValues());
            if (successMessage) setSuccess(successMessage);
            if (successNotification) notifySuccess(successNotification);
            callbacks.current.onSuccess?.(result);
          } catch (error) {
            if (error instanceof ApiError && error.status === 422) {
              applyServerErrors(form.setError, error, callbacks.current.errorsInAlertOnly);
            }
            setServerError(error);
          }
        },
        // A failed client check makes an earlier server answer stale.
        () => setServerError(null),
      ),
    [form, successMessage, successNotification],
  );

  const hideSuccess = useCallback(() => setSuccess(null), []);

  return { form, submit, serverError, success, successAutoHide, hideSuccess, labelOf, requiredOf, saved };
}
