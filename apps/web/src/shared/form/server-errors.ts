import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../api-client';
import { toFieldPath } from './labels';

/**
 * Puts a 422's messages on the matching fields (`translation[0][name]` lands on `translation.0.name`)
 * and focuses the first. Fields the form does not show keep their message in the error alert only,
 * and so do the fields named in `alertOnly`.
 */
export function applyServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: ApiError,
  alertOnly: readonly string[] = [],
): void {
  Object.entries(error.errors)
    .filter(([name]) => !alertOnly.includes(toFieldPath(name)))
    .forEach(([name, messages], index) => {
      if (messages.length === 0) return;
      setError(
        toFieldPath(name) as FieldPath<Values>,
        { type: 'server', message: messages.join(' ') },
        { shouldFocus: index === 0 },
      );
    });
}
