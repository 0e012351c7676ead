import { useTranslation } from 'react-i18next';
import { getLang, LANGS, setLang } from '../../shared/lang';
import { GlobeIcon } from '../common/icons';
import styles from './layout.module.css';

/** Arabic / English, each named in itself; choosing the other stores it and reloads the page. */
export function LanguageSelect() {
  const { t } = useTranslation('public');
  const current = getLang();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form fieldset
    <div className={styles.languages} role="group" aria-label={t('language.label')}>
      <GlobeIcon size={18} className={styles.globe} />
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className={styles.language}
          aria-pressed={lang === current}
          onClick={() => {
            if (lang !== current) setLang(lang);
          }}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
}
