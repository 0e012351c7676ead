import { BRAND } from '@app/contracts/brand';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getLang } from '../../shared/lang';
import { useHydrated } from '../../shared/use-hydrated';
import { CloseIcon, MailIcon, MenuIcon, PhoneIcon } from '../common/icons';
import { useWebsiteContacts } from '../common/queries';
import { SITE_CONSTANTS } from '../constants';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';
import { isActive } from './menu';
import { NavLink } from './nav-link';
import { SocialLinks } from './social-links';
import { useNavEntries } from './use-nav-entries';

/** Header of every public page: contact bar, brand, menu; on phones the menu folds behind a toggle. */
export function SiteHeader() {
  const { t } = useTranslation('public');
  const { pathname } = useLocation();
  const contacts = useWebsiteContacts().data;
  const entries = useNavEntries();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const disclosureRef = useRef<HTMLDetailsElement>(null);
  const panelId = useId();
  const hydrated = useHydrated();

  // Until the app runs (and in a browser that runs no scripts) the browser's own disclosure opens
  // the panel; then the app's button takes over, in the state the visitor left it.
  useEffect(() => {
    const disclosure = disclosureRef.current;
    if (!hydrated || !disclosure?.open) return;
    disclosure.open = false;
    setOpen(true);
  }, [hydrated]);

  // Following a link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const phone = contacts?.phone || SITE_CONSTANTS.unifiedNumber;
  const email = contacts?.email || SITE_CONSTANTS.email;

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={styles.bar}>
          <SocialLinks contacts={contacts} />
          <div className={styles.topbarEnd}>
            <ul className={styles.contactList}>
              <li>
                <a href={`mailto:${email}`} className={styles.contactLink}>
                  <MailIcon size={16} />
                  <span className={styles.ltr}>{email}</span>
                </a>
              </li>
              <li>
                <a href={`tel:${phone}`} className={styles.contactLink}>
                  <PhoneIcon size={16} />
                  <span className={styles.ltr}>{phone}</span>
                </a>
              </li>
            </ul>
            <LanguageSelect />
          </div>
        </div>
      </div>
      <div className={styles.mainbar}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand} aria-label={BRAND.name[getLang()]}>
            <img src="/favicon.svg" alt="" width={40} height={40} />
            <span>{BRAND.shortName[getLang()]}</span>
          </Link>
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={panelId}
              hidden={!hydrated}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
              <span className={styles.toggleText}>{t('nav.open')}</span>
            </button>
            {/* Its summary is a button with its expanded state, by the browser; the panel follows it (CSS). */}
            <details ref={disclosureRef} className={styles.disclosure} hidden={hydrated}>
              <summary className={styles.toggle} aria-controls={panelId}>
                <MenuIcon className={styles.menuShut} />
                <CloseIcon className={styles.menuOpen} />
                <span className={styles.toggleText}>{t('nav.open')}</span>
              </summary>
            </details>
            <div id={panelId} className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}>
              {entries === null ? (
                <div className={styles.menuLoading} aria-hidden="true" />
              ) : (
                <ul className={styles.menu}>
                  {entries.map((entry) => (
                    <li key={entry.key}>
                      <NavLink entry={entry} active={isActive(entry.href, pathname)} className={styles.menuLink} />
                    </li>
                  ))}
                </ul>
              )}
              <ul className={styles.panelContacts}>
                <li>
                  <a href={`mailto:${email}`} className={styles.contactLink}>
                    <MailIcon size={16} />
                    <span className={styles.ltr}>{email}</span>
                  </a>
                </li>
                <li>
                  <a href={`tel:${phone}`} className={styles.contactLink}>
                    <PhoneIcon size={16} />
                    <span className={styles.ltr}>{phone}</span>
                  </a>
                </li>
              </ul>
            </div>
          </nav>
        </div>
      </div>
    </header>
  );
}
