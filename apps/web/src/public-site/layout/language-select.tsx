import { localizedPath } from '@app/contracts/page-addresses';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getLang, LANGS, type Lang } from '../../shared/lang';
import { GlobeIcon } from '../common/icons';
import { safeDecode, usePagePaths } from '../common/page-meta';
import styles from './layout.module.css';

/**
 * Arabic / English, each named in itself: the other language is a link to this page's own address
 * in it (`/en/about-us` and `/about-us`), so it works without JavaScript and search engines follow it.
 * An item's page (an article, a branch) names its own path in each language (its title's words),
 * and the link goes straight there rather than through a redirect.
 */
export function LanguageSelect() {
  const { t } = useTranslation('public');
  const { pathname, search, hash } = useLocation();
  const current = getLang();
  const paths = usePagePaths();
  // The paths are this page's while its path in this language is the address shown.
  const own = paths?.[current];
  const named = own !== undefined && safeDecode(own) === safeDecode(pathname) ? paths : null;
  const pathIn = (lang: Lang) => named?.[lang] ?? pathname;
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
            href={localizedPath(lang, `${pathIn(lang)}${search}${hash}`)}
          >
            {t(`language.${lang}`)}
          </a>
        ),
      )}
    </div>
  );
}
