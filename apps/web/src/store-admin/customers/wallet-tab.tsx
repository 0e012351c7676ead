import type { WalletAction, WalletEntryItem } from '@app/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { notifySuccess } from '../../shared/alerts/notify';
import { MoneyText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { PermissionGate } from '../../shared/permission-gate';
import { useWalletAction, walletEntries } from './api';
import { EntryBy, EntryDate, EntryOrder, EntryType } from './ledger-cells';

const columns: Column<WalletEntryItem>[] = [
  {
    key: 'amount',
    header: 'store-customers:wallet.columns.amount',
    align: 'end',
    render: (row) => <MoneyText value={row.amount} />,
  },
  {
    key: 'balance_before',
    header: 'store-customers:wallet.columns.balance_before',
    align: 'end',
    render: (row) => <MoneyText value={row.balance_before} />,
  },
  {
    key: 'balance_after',
    header: 'store-customers:wallet.columns.balance_after',
    align: 'end',
    render: (row) => <MoneyText value={row.balance_after} />,
  },
  {
    key: 'created_at',
    header: 'store-customers:wallet.columns.created_at',
    render: (row) => <EntryDate value={row.created_at} />,
  },
  {
    key: 'transaction_type',
    header: 'store-customers:wallet.columns.transaction_type',
    render: (row) => <EntryType value={row.transaction_type} />,
  },
  { key: 'description', header: 'store-customers:wallet.columns.description', render: (row) => row.description ?? '—' },
  {
    key: 'order_id',
    header: 'store-customers:wallet.columns.order',
    render: (row) => <EntryOrder id={row.order_id} />,
  },
  { key: 'by', header: 'store-customers:wallet.columns.by', render: (row) => <EntryBy entry={row} /> },
];

const ACTIONS: readonly WalletAction[] = ['bonus', 'refund', 'adjustment'];

/** The amount with its three buttons (specification: bonus, refund, adjustment). */
function WalletActions({ userId }: { userId: string }) {
  const { t } = useTranslation('store-customers');
  const action = useWalletAction(userId);
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [sending, setSending] = useState<WalletAction | null>(null);
  const send = (type: WalletAction) => {
    setSending(type);
    action
      .mutateAsync({ type, amount: amount.trim(), description: description.trim(), key: crypto.randomUUID() })
      .then(() => {
        setAmount('');
        setDescription('');
        notifySuccess(t('wallet.done'));
      })
      .catch(() => {})
      .finally(() => setSending(null));
  };
  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t('wallet.amount')}
          description={t('wallet.amount_hint')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          dir="ltr"
          inputMode="decimal"
          style={{ flex: '1 1 14rem', maxWidth: '24rem' }}
        />
        <TextInput
          label={t('wallet.description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={250}
          style={{ flex: '2 1 18rem' }}
        />
      </Group>
      <Group gap="sm">
        {ACTIONS.map((type) => (
          <Button
            key={type}
            variant={type === 'adjustment' ? 'default' : 'light'}
            loading={sending === type}
            disabled={sending !== null && sending !== type}
            onClick={() => send(type)}
          >
            {t(`wallet.${type}`)}
          </Button>
        ))}
      </Group>
      <ErrorAlert error={action.error} />
    </Stack>
  );
}

/** The user's wallet: its balance, the staff actions and every entry with the balance before and after. */
export function WalletTab({ userId, balance }: { userId: string; balance: string }) {
  const { t } = useTranslation('store-customers');
  const format = useFormat();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('wallet.balance', { amount: format.money(Number(balance)) })}</Text>
      <PermissionGate permission="manage customer wallets">
        <WalletActions userId={userId} />
      </PermissionGate>
      <DataTable
        resource={walletEntries.with({ userId })}
        label="store-customers:detail_tabs.wallet"
        columns={columns}
        empty="store-customers:wallet.empty"
        minWidth={880}
      />
    </Stack>
  );
}
