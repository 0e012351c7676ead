import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../shared/api-client';

/** idle → sending → success | error (a list of messages); success clears earlier errors. */
export type PublicFormState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'success'; message: string }
  | { status: 'error'; messages: string[] };

export interface PublicForm<TBody> {
  state: PublicFormState;
  /**
   * Messages of the last 422 per field, to mark the inputs and list them; a field the visitor has
   * changed since is left out, so a picked file or a retyped name no longer reads as wrong.
   */
  fieldErrors: Record<string, string[]>;
  /**
   * The form's `onInput`: an edit of a named input drops that field's error as it is typed. (Not
   * `onChange`: on a form, Preact's is the browser's change event, which fires when a field is
   * left, so the list shrank under the pointer on its way to the send button.)
   */
  onFieldChange(event: FormEvent<HTMLFormElement>): void;
  /** POSTs the body (JSON, or multipart when a FormData); resolves true on success. */
  submit(body: TBody | FormData): Promise<boolean>;
  /** Back to idle (e.g. "send another message"). */
  reset(): void;
}

/** These statuses carry a message meant for the visitor (offline, too large, too many tries). */
const SHOWN_STATUSES = new Set([0, 413, 429]);

/**
 * The messages to list for a failed send: every message of a 422 `errors`; the server's own
 * message for offline / too large / throttled; otherwise one localized "unexpected error".
 */
function errorMessages(error: unknown, unexpected: string): string[] {
  if (error instanceof ApiError) {
    const listed = Object.values(error.errors).flat().filter(Boolean);
    if (listed.length > 0) return listed;
    if (SHOWN_STATUSES.has(error.status) && error.message) return [error.message];
  }
  return [unexpected];
}

function successMessage(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object') return null;
  const data = (answer as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const message = (data as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The public forms' send logic (contact, investor contact, job application): posts to
 * `/api<path>`, and keeps the state the form shows with `FormStatus` and `SubmitButton`.
 * The success message is the server's localized one, else `public:form.sent`.
 */
export function usePublicForm<TBody = Record<string, unknown>>(
  path: string,
  options: { onSuccess?: (answer: unknown) => void } = {},
): PublicForm<TBody> {
  const { t } = useTranslation('public');
  const mutation = useMutation({
    mutationFn: (body: TBody | FormData) => api.post<unknown>(path, body),
    onSuccess: options.onSuccess,
  });

  let state: PublicFormState;
  if (mutation.isPending) state = { status: 'sending' };
  else if (mutation.isSuccess) state = { status: 'success', message: successMessage(mutation.data) ?? t('form.sent') };
  else if (mutation.isError) state = { status: 'error', messages: errorMessages(mutation.error, t('form.unexpected')) };
  else state = { status: 'idle' };

  // The fields changed since the error they are answered by: a new error starts a new set.
  const [changed, setChanged] = useState<{ error: unknown; names: ReadonlySet<string> }>({
    error: null,
    names: new Set(),
  });
  const answered = mutation.error instanceof ApiError ? mutation.error.errors : {};
  const edited = changed.error === mutation.error ? changed.names : new Set<string>();
  const fieldErrors = Object.fromEntries(Object.entries(answered).filter(([name]) => !edited.has(name)));
  if (state.status === 'error' && edited.size > 0) {
    // The list shows what is still wrong; once every listed field was changed, nothing is.
    const messages = Object.values(fieldErrors).flat();
    state = messages.length > 0 ? { status: 'error', messages } : { status: 'idle' };
  }

  const onFieldChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name !== 'string' || !name || !(name in answered) || edited.has(name)) return;
    setChanged({ error: mutation.error, names: new Set([...edited, name]) });
  };

  return {
    state,
    fieldErrors,
    onFieldChange,
    submit: (body) =>
      mutation.mutateAsync(body).then(
        () => true,
        () => false,
      ),
    reset: () => mutation.reset(),
  };
}
