import { useTranslation } from 'react-i18next';
import { ContactForm } from '../common/contact-form';
import { MailIcon, PhoneIcon, PinIcon } from '../common/icons';
import { PageHeader } from '../common/inner-page';
import page from '../common/page.module.css';
import { usePageMeta } from '../common/page-meta';
import { useWebsiteContacts } from '../common/queries';
import { SITE_CONSTANTS } from '../constants';
import styles from './contact.module.css';

export default function ContactPage() {
  const { t } = useTranslation('contact');
  const { t: tp } = useTranslation('public');
  usePageMeta({ title: t('meta.title'), description: t('meta.description') });
  const contacts = useWebsiteContacts().data;
  const email = contacts?.email || SITE_CONSTANTS.email;

  return (
    <>
      <PageHeader title={t('heading')} intro={t('intro')} />
      <section className={page.section} aria-label={t('heading')}>
        <div className={`${page.container} ${styles.layout}`}>
          <div className={styles.formCard}>
            <h2 className={page.title}>{t('form_title')}</h2>
            <ContactForm endpoint="/contactUs" label={t('form_title')} />
          </div>
          <aside className={styles.panel} aria-labelledby="contact-panel">
            <h2 id="contact-panel" className={styles.panelTitle}>
              {t('panel.title')}
            </h2>
            <ul className={styles.panelList}>
              <li>
                <span className={styles.icon}>
                  <PhoneIcon />
                </span>
                <span className={styles.entry}>
                  <span className={styles.entryLabel}>{t('panel.unified_number')}</span>
                  <a href={`tel:${SITE_CONSTANTS.unifiedNumber}`} className={page.ltr}>
                    {SITE_CONSTANTS.unifiedNumber}
                  </a>
                </span>
              </li>
              <li>
                <span className={styles.icon}>
                  <MailIcon />
                </span>
                <span className={styles.entry}>
                  <span className={styles.entryLabel}>{t('panel.email')}</span>
                  <a href={`mailto:${email}`} className={page.ltr}>
                    {email}
                  </a>
                </span>
              </li>
              <li>
                <span className={styles.icon}>
                  <PinIcon />
                </span>
                <span className={styles.entry}>
                  <span className={styles.entryLabel}>{t('panel.address')}</span>
                  <span>{tp('company.address')}</span>
                </span>
              </li>
            </ul>
          </aside>
        </div>
      </section>
    </>
  );
}
