import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLang, LANGS, setLang } from './lang';

/**
 * Each language is named in itself; choosing the other one stores it and reloads. Two toggle
 * buttons rather than a SegmentedControl: the latter measures its items to place its indicator,
 * a forced layout of the whole page while a screen is first drawn (measured in docs/performance.md).
 */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('common');
  const current = getLang();
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGS.map((lang) => (
        <Button
          key={lang}
          size={size}
          lang={lang}
          variant={lang === current ? 'filled' : 'default'}
          aria-pressed={lang === current}
          onClick={() => {
            if (lang !== current) setLang(lang);
          }}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
