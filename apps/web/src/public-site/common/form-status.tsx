import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../shared/use-hydrated';
import styles from './form.module.css';
import type { PublicFormState } from './use-public-form';

/**
 * The send button; while sending, a spinner with a spoken "sending" takes its place (spec: the
 * spinner replaces the button, which also prevents a double send). Disabled until the page's
 * scripts have taken over the form; a browser that runs no scripts says why it stays so.
 */
export function SubmitButton({ state, children }: { state: PublicFormState; children: ReactNode }) {
  const { t } = useTranslation('public');
  const hydrated = useHydrated();
  if (state.status === 'sending') {
    return (
      <span className={styles.sending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('form.sending')}
      </span>
    );
  }
  return (
    <>
      <button type="submit" className={styles.submit} disabled={!hydrated}>
        {children}
      </button>
      <noscript>
        <p className={styles.needsScript}>{t('form.needs_script')}</p>
      </noscript>
    </>
  );
}

/** A field of the form as the error summary links to it. */
export interface SummaryField {
  name: string;
  label: string;
  /** The id of its input. */
  id: string;
}

function focusField(id: string) {
  const input = document.getElementById(id);
  input?.scrollIntoView({ block: 'center' });
  input?.focus({ preventScroll: true });
}

/**
 * The outcome of the last send: a success message, or the list of what to fix. With `fields`, a
 * field's message shows only at the field and the list links to the field by its label; messages
 * that belong to no shown field (throttled, offline, ...) are listed as they are.
 */
export function FormStatus({
  state,
  fields,
  fieldErrors = {},
}: {
  state: PublicFormState;
  fields?: readonly SummaryField[];
  fieldErrors?: Record<string, string[]>;
}) {
  const { t } = useTranslation('public');
  const linked = (fields ?? []).filter((field) => (fieldErrors[field.name]?.length ?? 0) > 0);
  const atFields = new Set(linked.flatMap((field) => fieldErrors[field.name] ?? []));
  const messages = state.status === 'error' ? state.messages.filter((message) => !atFields.has(message)) : [];
  // The live regions stay mounted so screen readers announce what appears in them.
  return (
    <div className={styles.status}>
      <div role="status" aria-live="polite">
        {state.status === 'success' && <p className={styles.success}>{state.message}</p>}
      </div>
      <div role="alert">
        {state.status === 'error' && (
          <div className={styles.errors}>
            <p className={styles.errorsTitle}>{t('form.errors_title')}</p>
            <ul>
              {linked.map((field) => (
                <li key={field.name}>
                  <a
                    href={`#${field.id}`}
                    className={styles.errorLink}
                    onClick={(event) => {
                      event.preventDefault();
                      focusField(field.id);
                    }}
                  >
                    {field.label}
                  </a>
                </li>
              ))}
              {messages.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same message may repeat for two fields
                <li key={index}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
