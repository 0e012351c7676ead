import { BRAND } from '@app/contracts/brand';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getLang } from '../../shared/lang';
import { ExternalIcon, MailIcon, PhoneIcon, PinIcon } from '../common/icons';
import { useWebsiteContacts } from '../common/queries';
import { SITE_CONSTANTS } from '../constants';
import styles from './layout.module.css';
import { isActive } from './menu';
import { NavLink } from './nav-link';
import { SocialLinks } from './social-links';
import { useNavEntries } from './use-nav-entries';

/** Footer of every public page: page links, contact data, licence and SFDA numbers, vigilance link, job hotline. */
export function SiteFooter() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const contacts = useWebsiteContacts().data;
  const entries = useNavEntries();

  const phone = contacts?.phone || SITE_CONSTANTS.unifiedNumber;
  const email = contacts?.email || SITE_CONSTANTS.email;

  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <div>
          <h2 className={styles.footerTitle}>{BRAND.name[getLang()]}</h2>
          <p className={styles.footerText}>{t('footer.about')}</p>
          <dl className={styles.registry}>
            {contacts?.license_number && (
              <div>
                <dt>{t('footer.license')}</dt>
                <dd className={styles.ltr}>{contacts.license_number}</dd>
              </div>
            )}
            {contacts?.sfda_number && (
              <div>
                <dt>{t('footer.sfda')}</dt>
                <dd className={styles.ltr}>{contacts.sfda_number}</dd>
              </div>
            )}
          </dl>
        </div>

        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.footerTitle}>
            {t('footer.pages')}
          </h2>
          <ul className={styles.footerLinks}>
            {(entries ?? []).map((entry) => (
              <li key={entry.key}>
                <NavLink entry={entry} active={isActive(entry.href, pathname)} />
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={styles.footerTitle}>{t('footer.contact')}</h2>
          <ul className={styles.footerContacts}>
            <li>
              <PhoneIcon size={18} />
              <span>{t('footer.unified_number')}</span>
              <a href={`tel:${phone}`} className={styles.ltr}>
                {phone}
              </a>
            </li>
            <li>
              <PhoneIcon size={18} />
              <span>{t('footer.job_hotline')}</span>
              <a href={`tel:${SITE_CONSTANTS.jobHotline}`} className={styles.ltr}>
                {SITE_CONSTANTS.jobHotline}
              </a>
            </li>
            <li>
              <MailIcon size={18} />
              <a href={`mailto:${email}`} className={styles.ltr}>
                {email}
              </a>
            </li>
            <li>
              <PinIcon size={18} />
              <span>{t('company.address')}</span>
            </li>
          </ul>
          <div className={styles.footerActions}>
            <Link to="/contact-us" className={styles.footerButton}>
              {t('footer.contact_link')}
            </Link>
            {contacts?.tayiq_url && (
              <a href={contacts.tayiq_url} target="_blank" rel="noopener noreferrer" className={styles.footerVigilance}>
                {t('footer.vigilance')}
                <ExternalIcon size={16} />
                <span className={styles.srOnly}>{t('new_tab')}</span>
              </a>
            )}
          </div>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: BRAND.name[getLang()] })}</p>
        <SocialLinks contacts={contacts} className={styles.footerSocial} />
      </div>
    </footer>
  );
}
