import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getLang, isLang, LANGS, setLang } from './lang';

/** Each language is named in itself; choosing the other one stores it and reloads. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('common');
  const current = getLang();
  return (
    <SegmentedControl
      size={size}
      aria-label={t('language.label')}
      value={current}
      onChange={(value) => {
        if (isLang(value) && value !== current) setLang(value);
      }}
      data={LANGS.map((lang) => ({ value: lang, label: <span lang={lang}>{t(`language.${lang}`)}</span> }))}
    />
  );
}
