import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format';

/** When a wallet or points entry was made, in the interface language. */
export function EntryDate({ value }: { value: string }) {
  return <>{useFormat().dateTime(value)}</>;
}

/** What kind of entry it is (bonus, refund, order payment, points earned …), in words. */
export function EntryType({ value }: { value: string }) {
  const { t } = useTranslation('store-customers');
  return <>{t(`types.${value}` as 'types.bonus', { defaultValue: value })}</>;
}
