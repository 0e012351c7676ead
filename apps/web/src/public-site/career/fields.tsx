import { type ChangeEvent, type HTMLAttributes, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale, isLang } from '../../shared/lang';
import formStyles from '../common/form.module.css';
import styles from './career.module.css';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPE_NAMES,
  type DocumentProblem,
  documentProblem,
  MAX_DOCUMENT_MB,
} from './form-model';

/** A stable element id for a field name (`attachments[cv]` → `career-attachments-cv`). */
export function fieldId(name: string): string {
  return `career-${name.replace(/[[\]]+/g, '-').replace(/-+$/, '')}`;
}

function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

function describedBy(...ids: (string | false | 0 | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function RequiredStar() {
  return (
    <span className={formStyles.star} aria-hidden="true">
      *
    </span>
  );
}

function FieldErrors({ name, errors }: { name: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={errorId(name)} className={formStyles.fieldError}>
      {errors.join(' ')}
    </p>
  );
}

/** Marks a control invalid and names what describes it: its hints, then its errors. */
function described(name: string, errors: string[] | undefined, ...ids: (string | false | null | undefined)[]) {
  return {
    'aria-invalid': errors?.length ? true : undefined,
    'aria-describedby': describedBy(...ids, errors?.length && errorId(name)),
  };
}

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  errors?: string[] | undefined;
  hint?: string;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

/** A labelled control with its errors below: the frame of every single-control field. */
function Field({
  name,
  label,
  required,
  errors,
  wide,
  className,
  children,
}: FieldProps & { className?: string; children: ReactNode }) {
  const frame = wide ? formStyles.fieldWide : formStyles.field;
  return (
    <div className={className ? `${frame} ${className}` : frame}>
      <label htmlFor={fieldId(name)} className={formStyles.label}>
        {label}
        {required ? <RequiredStar /> : null}
      </label>
      {children}
      <FieldErrors name={name} errors={errors} />
    </div>
  );
}

type InputProps = FieldProps &
  Pick<HTMLAttributes<HTMLInputElement>, 'inputMode' | 'dir' | 'autoCapitalize' | 'enterKeyHint'> & {
    type?: 'text' | 'email' | 'tel' | 'date' | 'number';
    autoComplete: string;
    min?: number | string;
    max?: number | string;
    step?: number | string;
    maxLength?: number;
    placeholder?: string;
  };

export function InputField({ name, label, required, errors, hint, wide, type = 'text', ...input }: InputProps) {
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field name={name} label={label} required={required} errors={errors} wide={wide}>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        className={formStyles.input}
        {...described(name, errors, hintId)}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.fieldHint}>
          {hint}
        </p>
      ) : null}
    </Field>
  );
}

export function TextAreaField({ name, label, required, errors, maxLength }: FieldProps & { maxLength?: number }) {
  return (
    <Field name={name} label={label} required={required} errors={errors} wide>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={4}
        maxLength={maxLength}
        required={required}
        className={`${formStyles.input} ${styles.textarea}`}
        {...described(name, errors)}
      />
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  name,
  label,
  required,
  errors,
  options,
  placeholder,
  autoComplete = 'off',
  wide,
}: FieldProps & { options: Option[]; placeholder: string; autoComplete?: string }) {
  return (
    <Field name={name} label={label} required={required} errors={errors} wide={wide}>
      <select
        id={fieldId(name)}
        name={name}
        required={required}
        defaultValue=""
        autoComplete={autoComplete}
        className={formStyles.input}
        {...described(name, errors)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Radio buttons in a fieldset whose legend is the question. */
export function ChoiceField({
  name,
  label,
  required,
  errors,
  options,
  value,
  onChange,
  wide = true,
}: FieldProps & { options: Option[]; value?: string | null; onChange?(value: string): void }) {
  const id = fieldId(name);
  return (
    <fieldset
      className={`${wide ? formStyles.fieldWide : formStyles.field} ${styles.choice}`}
      {...described(name, errors)}
    >
      <legend className={`${formStyles.label} ${styles.choiceLegend}`}>
        {label}
        {required ? <RequiredStar /> : null}
      </legend>
      <div className={styles.choiceOptions}>
        {options.map((option) => (
          <label key={option.value} className={styles.choiceOption} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              required={required}
              {...(value === undefined ? {} : { checked: value === option.value })}
              onChange={onChange ? () => onChange(option.value) : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldErrors name={name} errors={errors} />
    </fieldset>
  );
}

function useFileSize() {
  const { i18n } = useTranslation();
  const locale = intlLocale(isLang(i18n.language) ? i18n.language : 'ar');
  return (bytes: number) => {
    const inMb = bytes >= 1024 * 1024;
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: inMb ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(inMb ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1));
  };
}

/**
 * A document input (`attachments[<name>]`). The chosen file's name and size are shown; a file the
 * server would refuse (too large, unknown type) is put back at once with the reason beside it.
 */
export function DocumentField({ name, label, required, errors }: FieldProps) {
  const { t } = useTranslation('career');
  const formatSize = useFileSize();
  const id = fieldId(name);
  const statusId = `${id}-status`;
  const problemId = `${id}-problem`;
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ kind: DocumentProblem; file: string } | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    if (!file) {
      setChosen(null);
      return;
    }
    const kind = documentProblem(file);
    if (kind) {
      event.target.value = '';
      setChosen(null);
      setProblem({ kind, file: file.name });
    } else {
      setProblem(null);
      setChosen(file);
    }
  };

  const remove = () => {
    if (input.current) {
      input.current.value = '';
      input.current.focus();
    }
    setChosen(null);
  };

  const invalid = Boolean(problem) || Boolean(errors?.length);
  return (
    <Field name={name} label={label} required={required} errors={errors} wide className={styles.document}>
      <div className={styles.fileRow}>
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={DOCUMENT_ACCEPT}
          required={required}
          className={styles.fileInput}
          {...described(name, errors, statusId, problem && problemId)}
          aria-invalid={invalid ? true : undefined}
          onChange={onChange}
        />
        <label htmlFor={id} className={styles.fileButton}>
          {chosen ? t('documents.replace') : t('documents.choose')}
        </label>
        <span id={statusId} className={chosen ? styles.fileName : styles.fileNone}>
          {chosen ? (
            <>
              <bdi>{chosen.name}</bdi> <bdi>({formatSize(chosen.size)})</bdi>
            </>
          ) : (
            t('documents.none')
          )}
        </span>
        {chosen ? (
          <button type="button" className={styles.linkButton} onClick={remove} aria-describedby={statusId}>
            {t('documents.remove')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={problemId} className={formStyles.fieldError} role="alert">
          {t(`documents.${problem.kind}`, { file: problem.file, max: MAX_DOCUMENT_MB, types: DOCUMENT_TYPE_NAMES })}
        </p>
      ) : null}
    </Field>
  );
}
