import type { WalletEntryItem } from '@app/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LtrText } from '../../shared/data-table/cells';
import { EMPTY_VALUE, useFormat } from '../../shared/format';

/** When a wallet or points entry was made, in the interface language. */
export function EntryDate({ value }: { value: string }) {
  return <>{useFormat().dateTime(value)}</>;
}

/** What kind of entry it is (bonus, refund, order payment, points earned …), in words. */
export function EntryType({ value }: { value: string }) {
  const { t } = useTranslation('store-customers');
  return <>{t(`types.${value}` as 'types.bonus', { defaultValue: value })}</>;
}

/**
 * Points moved by an entry, signed: +120 earned or added, -45 redeemed or taken. The sign is written
 * here and the figure kept left to right, so both signs sit on the same side in Arabic too (Intl's
 * Arabic minus carries a letter mark that moves it to the other end).
 */
export function EntryPoints({ value }: { value: number }) {
  const format = useFormat();
  const sign = value > 0 ? '+' : value < 0 ? '-' : '';
  return <LtrText>{`${sign}${format.number(Math.abs(value))}`}</LtrText>;
}

/** The order an entry concerns, as a link that opens the order's details on the orders screen. */
export function EntryOrder({ id }: { id: number | null }) {
  const { t } = useTranslation('store-customers');
  if (id === null) return <>{EMPTY_VALUE}</>;
  return (
    <Anchor component={Link} to={`/store-admin/requests?order=${id}`} size="sm">
      {t('entries.order', { id })}
    </Anchor>
  );
}

/** Who made an entry: a staff member by name, the customer (at checkout), or the system on its own. */
export function EntryBy({ entry }: { entry: Pick<WalletEntryItem, 'by' | 'by_kind'> }) {
  const { t } = useTranslation('store-customers');
  if (entry.by_kind === 'system') return <>{t('entries.by_system')}</>;
  if (!entry.by) return <>{EMPTY_VALUE}</>;
  return <>{entry.by_kind === 'customer' ? t('entries.by_customer', { name: entry.by }) : entry.by}</>;
}
