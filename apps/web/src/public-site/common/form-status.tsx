import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';
import type { PublicFormState } from './use-public-form';

/**
 * The send button; while sending, a spinner with a spoken "sending" takes its place (spec: the
 * spinner replaces the button, which also prevents a double send).
 */
export function SubmitButton({ state, children }: { state: PublicFormState; children: ReactNode }) {
  const { t } = useTranslation('public');
  if (state.status === 'sending') {
    return (
      <span className={styles.sending} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('form.sending')}
      </span>
    );
  }
  return (
    <button type="submit" className={styles.submit}>
      {children}
    </button>
  );
}

/** The outcome of the last send: a success message, or every error message as a list. */
export function FormStatus({ state }: { state: PublicFormState }) {
  const { t } = useTranslation('public');
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
              {state.messages.map((message, index) => (
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
