import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowIcon } from '../common/icons';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import styles from './errors.module.css';

/**
 * /Not-found and every unknown URL (spec 2.10): one message, that the service asked for is not
 * available at the moment, and the way home (no "404" code above a contradicting line).
 */
export default function NotFoundPage() {
  const { t } = useTranslation('public');
  usePageMeta({ title: t('not_found.meta_title'), description: t('not_found.title'), noindex: true, notFound: true });
  return (
    <section className={`${page.section} ${styles.wrap}`} aria-labelledby="not-found-title">
      <div className={`${page.container} ${styles.box}`}>
        <h1 id="not-found-title" className={styles.title}>
          {t('not_found.title')}
        </h1>
        <p className={styles.line}>{t('not_found.body')}</p>
        <Link to="/" className={page.button}>
          {t('not_found.home')}
          <ArrowIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
