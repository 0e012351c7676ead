import { useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import formStyles from '../common/form.module.css';
import { FormStatus, SubmitButton } from '../common/form-status';
import { usePublicForm } from '../common/use-public-form';
import { careerKeys, useNationalities } from './api';
import styles from './career.module.css';
import { ChoiceField, DocumentField, fieldId, InputField, type Option, SelectField, TextAreaField } from './fields';
import {
  attachmentField,
  buildApplicationData,
  DOCUMENT_TYPE_NAMES,
  DOCUMENTS,
  ENGLISH_LEVELS,
  EXPERIENCE_CERTIFICATES,
  JOB_KINDS,
  JOBS_WORKED,
  type JobKind,
  MARITAL_STATUSES,
  MAX_COURSES,
  MAX_DOCUMENT_MB,
  MILITARY_STATUSES,
  QUALIFICATIONS,
  RELIGIONS,
  YES_NO_QUESTIONS,
} from './form-model';

type CareerKey = ParseKeys<'career'>;
/** What follows `prefix.` in the career keys, e.g. the field names under `fields.`. */
type Under<Prefix extends string, K = CareerKey> = K extends `${Prefix}.${infer Rest}` ? Rest : never;

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupLegend}>{legend}</legend>
      <div className={styles.groupFields}>{children}</div>
    </fieldset>
  );
}

function todayIso(offsetDays = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function SuccessPanel({ message }: { message: string }) {
  const { t } = useTranslation('career');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <section className={styles.success} aria-labelledby="career-success-title">
      <h2 id="career-success-title" ref={heading} tabIndex={-1} className={styles.successTitle}>
        {t('success.title')}
      </h2>
      <p role="status">{message}</p>
      <Link to="/" className={styles.homeLink}>
        {t('success.home')}
      </Link>
    </section>
  );
}

/** The job application (spec 2.8): grouped fields, documents, and the server's verdict. */
export function ApplicationForm() {
  const { t } = useTranslation('career');
  const queryClient = useQueryClient();
  const form = usePublicForm('/employmentRequest');
  const nationalities = useNationalities(true);
  const [jobKind, setJobKind] = useState<JobKind | null>(null);
  const [courses, setCourses] = useState(1);
  const [certificates, setCertificates] = useState(1);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const statusBox = useRef<HTMLDivElement>(null);
  const revealed = useRef<string | null>(null);

  const err = (name: string) => form.fieldErrors[name];
  /** A field named as the server names it, labelled `fields.<name>`, with the server's errors for it. */
  const field = (name: Under<'fields'>) => ({ name, label: t(`fields.${name}`), errors: err(name) });
  /** Choices labelled by their own key, e.g. `(value) => \`options.religion.${value}\``. */
  const options = <V extends string>(values: readonly V[], key: (value: V) => CareerKey): Option[] =>
    values.map((value) => ({ value, label: t(key(value)) }));
  const yesNo: Option[] = [
    { value: '1', label: t('options.yes') },
    { value: '0', label: t('options.no') },
  ];

  // Each failed send brings the visitor to the list of what to fix.
  useEffect(() => {
    if (failedAttempts === 0) return;
    statusBox.current?.scrollIntoView({ block: 'start' });
    statusBox.current?.focus({ preventScroll: true });
  }, [failedAttempts]);

  // A field revealed by "add another" takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a revealed field
  useEffect(() => {
    if (!revealed.current) return;
    document.getElementById(revealed.current)?.focus();
    revealed.current = null;
  }, [courses, certificates]);

  if (form.state.status === 'success') return <SuccessPanel message={form.state.message} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const sent = await form.submit(buildApplicationData(event.currentTarget, jobKind));
    if (!sent) {
      setFailedAttempts((n) => n + 1);
      // Applications may have been closed meanwhile; the page then says so instead of the form.
      void queryClient.invalidateQueries({ queryKey: careerKeys.settings });
    }
  };

  const year = new Date().getFullYear();
  const jobErrors =
    jobKind === 'non_pharmacist' ? err('job_kind') : [...(err('job_kind') ?? []), ...(err('job') ?? [])];

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={onSubmit}
      onInput={form.onFieldChange}
      aria-labelledby="career-form-title"
    >
      <h2 id="career-form-title" className={styles.formTitle}>
        {t('form_title')}
      </h2>
      <p className={styles.hint}>{t('required_hint')}</p>
      <div ref={statusBox} tabIndex={-1} className={styles.statusBox}>
        <FormStatus state={form.state} />
      </div>

      <Group legend={t('groups.job')}>
        <ChoiceField
          name="job_kind"
          label={t('fields.job_kind')}
          required
          options={options(JOB_KINDS, (value) => `options.job_kind.${value}`)}
          value={jobKind}
          onChange={(value) => setJobKind(value as JobKind)}
          errors={jobErrors?.length ? jobErrors : undefined}
        />
        {jobKind === 'non_pharmacist' ? (
          <InputField {...field('job')} required autoComplete="off" maxLength={120} wide />
        ) : null}
      </Group>

      <Group legend={t('groups.personal')}>
        <InputField {...field('name')} required autoComplete="name" maxLength={150} wide />
        <InputField {...field('birth_date')} type="date" required autoComplete="bday" max={todayIso(-1)} />
        <InputField {...field('residence')} required autoComplete="address-level2" maxLength={200} />
      </Group>

      <Group legend={t('groups.identity')}>
        <InputField
          {...field('id_number')}
          required
          autoComplete="off"
          dir="ltr"
          autoCapitalize="characters"
          maxLength={30}
        />
        <InputField {...field('expiry_date')} type="date" required autoComplete="off" min={todayIso(1)} />
        <SelectField
          name="nationality_id"
          label={t('fields.nationality_id')}
          required
          placeholder={nationalities.isPending ? t('fields.loading') : t('options.choose')}
          options={(nationalities.data ?? []).map((n) => ({ value: String(n.id), label: n.name }))}
          errors={
            nationalities.isError
              ? [t('fields.nationalities_failed'), ...(err('nationality_id') ?? [])]
              : err('nationality_id')
          }
          wide
        />
      </Group>

      <Group legend={t('groups.status')}>
        <ChoiceField
          {...field('religion')}
          required
          options={options(RELIGIONS, (value) => `options.religion.${value}`)}
          wide={false}
        />
        <ChoiceField
          {...field('marital_status')}
          required
          options={options(MARITAL_STATUSES, (value) => `options.marital_status.${value}`)}
          wide={false}
        />
        <ChoiceField
          {...field('military_status')}
          options={options(MILITARY_STATUSES, (value) => `options.military_status.${value}`)}
        />
        <InputField
          {...field('number_of_children')}
          type="number"
          inputMode="numeric"
          min={0}
          max={30}
          autoComplete="off"
        />
      </Group>

      <Group legend={t('groups.contact')}>
        <InputField {...field('home_address')} required autoComplete="street-address" maxLength={300} wide />
        <InputField
          {...field('phone_number')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          required
          autoComplete="tel-national"
          placeholder="05XXXXXXXX"
        />
        <InputField
          {...field('country_phone_code')}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-country-code"
          placeholder="+966"
          maxLength={5}
        />
        <InputField
          {...field('email')}
          type="email"
          dir="ltr"
          autoCapitalize="off"
          required
          autoComplete="email"
          maxLength={190}
          wide
        />
      </Group>

      <Group legend={t('groups.education')}>
        <SelectField
          {...field('scientific_qualifications')}
          required
          placeholder={t('options.choose')}
          options={options(QUALIFICATIONS, (value) => `options.scientific_qualifications.${value}`)}
        />
        <InputField {...field('specialization')} required autoComplete="off" maxLength={150} />
        <InputField
          {...field('school_institute_university')}
          required
          autoComplete="organization"
          maxLength={200}
          wide
        />
        <InputField
          {...field('graduation_year')}
          type="number"
          inputMode="numeric"
          min={1950}
          max={year + 1}
          required
          autoComplete="off"
        />
        <InputField
          {...field('gpa')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="0.01"
          hint={t('fields.gpa_hint')}
          required
          autoComplete="off"
        />
      </Group>

      <Group legend={t('groups.work')}>
        <InputField
          {...field('years_of_work')}
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          required
          autoComplete="off"
        />
        <SelectField
          {...field('number_of_jobs_worked')}
          placeholder={t('options.choose')}
          options={JOBS_WORKED.map((n) => ({ value: n, label: t(`options.jobs_worked.${n}`) }))}
        />
        <InputField {...field('workplace')} autoComplete="organization" maxLength={200} />
        <InputField {...field('workplace_country_city')} autoComplete="off" maxLength={200} />
        <InputField {...field('job_title')} autoComplete="organization-title" maxLength={150} wide />
        <TextAreaField {...field('leaving_work_reason')} maxLength={1000} />
        <TextAreaField name="main_tasks" label={t('fields.main_tasks')} maxLength={2000} errors={err('main_tasks')} />
      </Group>

      <Group legend={t('groups.courses')}>
        {Array.from({ length: courses }, (_, index) => {
          const n = index + 1;
          return (
            <div key={n} className={styles.pair}>
              <p className={styles.pairTitle}>{t('courses.course', { number: n })}</p>
              <InputField
                name={`course_name_${n}`}
                label={t('courses.name')}
                autoComplete="off"
                maxLength={200}
                errors={err(`course_name_${n}`)}
              />
              <InputField
                name={`course_name_${n}_party_of_charge`}
                label={t('courses.party')}
                autoComplete="off"
                maxLength={200}
                errors={err(`course_name_${n}_party_of_charge`)}
              />
            </div>
          );
        })}
        {courses < MAX_COURSES ? (
          <button
            type="button"
            className={styles.addButton}
            onClick={() => {
              revealed.current = fieldId(`course_name_${courses + 1}`);
              setCourses((n) => n + 1);
            }}
          >
            {t('courses.add')}
          </button>
        ) : null}
      </Group>

      <Group legend={t('groups.questions')}>
        {YES_NO_QUESTIONS.map((question) => (
          <ChoiceField
            key={question.name}
            name={question.name}
            label={t(`questions.${question.name}`)}
            required={question.required}
            options={yesNo}
            errors={err(question.name)}
          />
        ))}
      </Group>

      <Group legend={t('groups.english')}>
        <ChoiceField
          {...field('english_fluency_degree')}
          required
          options={options(ENGLISH_LEVELS, (value) => `options.english_fluency_degree.${value}`)}
        />
      </Group>

      <Group legend={t('groups.documents')}>
        <p className={styles.groupHint}>{t('documents.hint', { types: DOCUMENT_TYPE_NAMES, max: MAX_DOCUMENT_MB })}</p>
        {err('attachments') ? <p className={formStyles.fieldError}>{err('attachments')?.join(' ')}</p> : null}
        {DOCUMENTS.map((document) => (
          <DocumentField
            key={document.name}
            name={attachmentField(document.name)}
            label={t(`documents.${document.name}`)}
            required={document.required}
            errors={err(attachmentField(document.name))}
          />
        ))}
        {EXPERIENCE_CERTIFICATES.slice(0, certificates).map((name, index) => (
          <DocumentField
            key={name}
            name={attachmentField(name)}
            label={t('documents.experience_certificate', { number: index + 1 })}
            errors={err(attachmentField(name))}
          />
        ))}
        {certificates < EXPERIENCE_CERTIFICATES.length ? (
          <button
            type="button"
            className={styles.addButton}
            onClick={() => {
              revealed.current = fieldId(attachmentField(EXPERIENCE_CERTIFICATES[certificates] ?? ''));
              setCertificates((n) => n + 1);
            }}
          >
            {t('documents.add_certificate')}
          </button>
        ) : null}
      </Group>

      <div className={formStyles.actions}>
        <SubmitButton state={form.state}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
