import { localizedPath } from '@app/contracts/page-addresses';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getLang, LANGS } from '../../shared/lang';
import { GlobeIcon } from '../common/icons';
import styles from './layout.module.css';

/**
 * Arabic / English, each named in itself: the other language is a link to this page's own address
 * in it (`/en/about-us` and `/about-us`), so it works without JavaScript and search engines follow it.
 */
export function LanguageSelect() {
  const { t } = useTranslation('public');
  const { pathname, search, hash } = useLocation();
  const current = getLang();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of language links, not a form fieldset
    <div className={styles.languages} role="group" aria-label={t('language.label')}>
      <GlobeIcon size={18} className={styles.globe} />
      {LANGS.map((lang) =>
        lang === current ? (
          <span key={lang} lang={lang} className={styles.language} aria-current="true">
            {t(`language.${lang}`)}
          </span>
        ) : (
          <a
            key={lang}
            lang={lang}
            hrefLang={lang}
            className={styles.language}
            href={localizedPath(lang, `${pathname}${search}${hash}`)}
          >
            {t(`language.${lang}`)}
          </a>
        ),
      )}
    </div>
  );
}
