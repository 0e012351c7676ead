import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowIcon } from '../common/icons';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import styles from './errors.module.css';

/** /Error (spec 2.10): a store-status title and two lines of apology. */
export default function StoreErrorPage() {
  const { t } = useTranslation('public');
  usePageMeta({ title: t('store_error.meta_title'), description: t('store_error.title'), noindex: true });
  return (
    <section className={`${page.section} ${styles.wrap}`} aria-labelledby="store-error-title">
      <div className={`${page.container} ${styles.box}`}>
        <h1 id="store-error-title" className={styles.title}>
          {t('store_error.title')}
        </h1>
        <p className={styles.line}>{t('store_error.line_1')}</p>
        <p className={styles.line}>{t('store_error.line_2')}</p>
        <Link to="/" className={page.button}>
          {t('store_error.home')}
          <ArrowIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
