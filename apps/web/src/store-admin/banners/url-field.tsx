import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/bidi-text';
import { TextField } from '../../shared/fields/text-field';
import type { FieldLabel } from '../../shared/translation-key';

/**
 * Where a banner leads: typed left to right whatever the page's direction, with the rule the server
 * applies (an https address or an app path) said under it.
 */
export function BannerUrlField({ name, label }: { name: string; label?: FieldLabel }) {
  const { t } = useTranslation('store-banners');
  return (
    <TextField
      name={name}
      label={label}
      dir="ltr"
      inputMode="url"
      autoComplete="off"
      placeholder="/offers"
      description={<Isolated text={t('url_hint')} />}
    />
  );
}
