import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InnerPage } from '../common/inner-page';
import { usePageMeta } from '../common/page-meta';
import { useCountVisit } from '../common/use-visit';
import { useEmploymentSettings } from './api';
import { ApplicationForm } from './application-form';
import styles from './career.module.css';

/** /form: the job application while applications are received (spec 2.8), else a notice. */
export default function CareerPage() {
  const { t } = useTranslation('career');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  useCountVisit('employment');
  const settings = useEmploymentSettings();

  let content: ReactNode;
  if (settings.isPending) {
    content = (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </div>
    );
  } else if (!settings.data) {
    content = (
      <div className={styles.notice} role="alert">
        <h2 className={styles.noticeTitle}>{t('load_error.title')}</h2>
        <p>{t('load_error.body')}</p>
        <button type="button" className={styles.addButton} onClick={() => settings.refetch()}>
          {t('load_error.retry')}
        </button>
      </div>
    );
  } else if (!settings.data.receive_employment_request) {
    content = (
      <div className={styles.notice}>
        <h2 className={styles.noticeTitle}>{t('closed.title')}</h2>
        <p>{t('closed.body')}</p>
        <Link to="/" className={styles.homeLink}>
          {t('success.home')}
        </Link>
      </div>
    );
  } else {
    content = <ApplicationForm />;
  }

  return (
    <InnerPage title={t('title')} intro={t('intro')}>
      {content}
    </InnerPage>
  );
}
