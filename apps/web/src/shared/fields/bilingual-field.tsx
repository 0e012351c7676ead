import { Indicator, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, useEffect, useState } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../lang';
import { type TranslationKey, useAnyT } from '../translation-key';
import { TextareaField, TextField } from './text-field';

/** What an input of one language receives; a rich-text editor for bilingual content implements this. */
export interface BilingualInputProps {
  name: string;
  /** Translated label, already marked with the language. */
  label: { text: string };
  lang: Lang;
  dir: 'rtl' | 'ltr';
  required?: boolean;
}

export interface BilingualFieldProps {
  /** i18n key of the shared label, e.g. 'news:fields.name'. */
  label: TranslationKey;
  /** Form paths of the two values, e.g. `{ ar: 'translation.0.name', en: 'translation.1.name' }`. */
  names: Record<Lang, string>;
  multiline?: boolean;
  required?: boolean;
  /**
   * Replaces the default text input for both languages. This is the extension point for rich text:
   * pass the editor component here rather than writing a second bilingual field.
   */
  input?: ComponentType<BilingualInputProps>;
}

function PlainInput({ multiline, ...props }: BilingualInputProps & { multiline?: boolean }) {
  return multiline ? <TextareaField {...props} /> : <TextField {...props} />;
}

const DIRECTION: Record<Lang, 'rtl' | 'ltr'> = { ar: 'rtl', en: 'ltr' };
const ORDER: readonly Lang[] = ['ar', 'en'];

/** Below this width the two languages are tabs instead of columns. */
export const BILINGUAL_PHONE_QUERY = '(max-width: 48em)';

/**
 * The Arabic and English values of one text: side by side on wider screens, as two tabs on a phone
 * (a tab whose value has an error is marked, so no error hides behind the other tab). Each input
 * keeps its own language's direction whatever the interface language is.
 */
export function BilingualField({ label, names, multiline, required, input: Input }: BilingualFieldProps) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const phone = useMediaQuery(BILINGUAL_PHONE_QUERY, false, { getInitialValueInEffect: false });
  const { errors } = useFormState({ name: [names.ar, names.en] });
  const [tab, setTab] = useState<Lang>('ar');
  const failed = ORDER.filter((lang) => Boolean(get(errors, names[lang])));
  // After a failed save, show the tab holding the error when the open one has none.
  const failedKey = failed.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the set of failing languages changes.
  useEffect(() => {
    if (failed.length > 0 && !failed.includes(tab)) setTab(failed[0]!);
  }, [failedKey]);

  const render = (lang: Lang, shownLabel: string) => {
    const props: BilingualInputProps = {
      name: names[lang],
      label: { text: shownLabel },
      lang,
      dir: DIRECTION[lang],
      required,
    };
    return Input ? <Input key={lang} {...props} /> : <PlainInput key={lang} {...props} multiline={multiline} />;
  };
  const fullLabel = (lang: Lang) => `${tk(label)} (${t(`languages.${lang}`)})`;

  if (!phone) {
    return (
      <SimpleGrid cols={2} spacing="md">
        {ORDER.map((lang) => render(lang, fullLabel(lang)))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {tk(label)}
      </Text>
      <Tabs value={tab} onChange={(next) => next && setTab(next as Lang)} keepMounted>
        <Tabs.List>
          {ORDER.map((lang) => (
            <Tabs.Tab key={lang} value={lang}>
              <Indicator color="red" size={7} offset={-4} disabled={!failed.includes(lang)}>
                {t(`languages.${lang}`)}
              </Indicator>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ORDER.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="xs">
            {render(lang, fullLabel(lang))}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
