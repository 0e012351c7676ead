import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';
import { FormStatus, SubmitButton } from './form-status';
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
 * The five-field message form of the contact and investor-relations pages. The browser checks the
 * e-mail's format (type=email); everything else is the server's to judge, and its messages are listed.
 */
export function ContactForm({ endpoint, label }: { endpoint: '/contactUs' | '/contactInvestor'; label: string }) {
  const { t } = useTranslation('public');
  const idBase = useId();
  const form = usePublicForm<ContactMessage>(endpoint);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const body = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? '')])) as ContactMessage;
    if (await form.submit(body)) element.reset();
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={label}>
      <p className={styles.hint}>{t('form.required_hint')}</p>
      {FIELDS.map((field) => {
        const id = `${idBase}-${field.name}`;
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
              {t(`form.fields.${field.name}`)}
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
      <FormStatus state={form.state} />
    </form>
  );
}
