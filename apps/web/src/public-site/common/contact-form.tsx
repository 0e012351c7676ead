import { FORM_FIELD_LABELS } from '@app/contracts/field-labels';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import styles from './form.module.css';
import { FormStatus, SubmitButton, type SummaryField } from './form-status';
import { usePublicForm } from './use-public-form';

const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'title', type: 'text', autoComplete: 'off' },
  { name: 'message', type: 'textarea', autoComplete: 'off' },
] as const;

type FieldName = (typeof FIELDS)[number]['name'];
export type ContactMessage = Record<FieldName, string>;

/**
 * The five-field message form of the contact and investor-relations pages. The server judges the
 * input; its messages show at their fields, named by the labels shown here (one list shared with
 * the server, `FORM_FIELD_LABELS.contact`), and a summary above the fields links to each field
 * and takes the focus after a failed send.
 */
export function ContactForm({ endpoint, label }: { endpoint: '/contactUs' | '/contactInvestor'; label: string }) {
  const { t } = useTranslation('public');
  const idBase = useId();
  const form = usePublicForm<ContactMessage>(endpoint);
  const labels = FORM_FIELD_LABELS.contact[getLang()];
  const statusBox = useRef<HTMLDivElement>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const idOf = (name: FieldName) => `${idBase}-${name}`;
  const summaryFields: SummaryField[] = FIELDS.map(({ name }) => ({
    name,
    label: labels[name] ?? name,
    id: idOf(name),
  }));

  // Each failed send brings the visitor to the list of what to fix.
  useEffect(() => {
    if (failedAttempts === 0) return;
    statusBox.current?.scrollIntoView({ block: 'center' });
    statusBox.current?.focus({ preventScroll: true });
  }, [failedAttempts]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const body = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? '')])) as ContactMessage;
    if (await form.submit(body)) element.reset();
    else setFailedAttempts((n) => n + 1);
  };

  return (
    // The server checks every field (the browser's own e-mail check would answer in another style).
    <form
      className={styles.form}
      method="post"
      onSubmit={onSubmit}
      onInput={form.onFieldChange}
      aria-label={label}
      noValidate
    >
      <p className={styles.hint}>{t('form.required_hint')}</p>
      <div ref={statusBox} tabIndex={-1} className={styles.statusBox}>
        <FormStatus state={form.state} fields={summaryFields} fieldErrors={form.fieldErrors} />
      </div>
      {FIELDS.map((field) => {
        const id = idOf(field.name);
        const errors = form.fieldErrors[field.name];
        const errorId = errors?.length ? `${id}-error` : undefined;
        const common = {
          id,
          name: field.name,
          autoComplete: field.autoComplete,
          'aria-required': true,
          'aria-invalid': errors?.length ? true : undefined,
          'aria-describedby': errorId,
          className: styles.input,
        } as const;
        return (
          <div key={field.name} className={field.type === 'textarea' ? styles.fieldWide : styles.field}>
            <label htmlFor={id} className={styles.label}>
              {labels[field.name]}
              <span className={styles.star} aria-hidden="true">
                *
              </span>
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={5} />
            ) : (
              <input
                {...common}
                type={field.type}
                dir={field.type === 'tel' || field.type === 'email' ? 'ltr' : undefined}
              />
            )}
            {errorId && (
              <p id={errorId} className={styles.fieldError}>
                {errors?.join(' ')}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.actions}>
        <SubmitButton state={form.state}>{t('form.send')}</SubmitButton>
      </div>
    </form>
  );
}
