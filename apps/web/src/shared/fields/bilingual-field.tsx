import { SimpleGrid } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../lang';
import { TextareaField, TextField } from './text-field';

/** What an input of one language receives; a rich-text editor for bilingual content implements this. */
export interface BilingualInputProps {
  name: string;
  /** Translated label, already marked with the language. */
  label: string;
  lang: Lang;
  dir: 'rtl' | 'ltr';
  required?: boolean;
}

export interface BilingualFieldProps {
  /** i18n key of the shared label, e.g. 'news:fields.name'. */
  label: string;
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

/**
 * The Arabic and English values of one text side by side (stacked on narrow screens). Each input keeps
 * its own language's direction whatever the interface language is.
 */
export function BilingualField({ label, names, multiline, required, input: Input }: BilingualFieldProps) {
  const { t } = useTranslation('toolkit');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {ORDER.map((lang) => {
        const props: BilingualInputProps = {
          name: names[lang],
          label: `${t(label)} (${t(`languages.${lang}`)})`,
          lang,
          dir: DIRECTION[lang],
          required,
        };
        return Input ? <Input key={lang} {...props} /> : <PlainInput key={lang} {...props} multiline={multiline} />;
      })}
    </SimpleGrid>
  );
}
