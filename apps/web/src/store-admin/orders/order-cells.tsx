import type { AdminOrderItem } from '@app/contracts';
import { Anchor, Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The delivery address: a map link in a new tab when the address has a position, its text always. */
export function AddressLink({ order }: { order: Pick<AdminOrderItem, 'address' | 'address_text'> }) {
  const { t } = useTranslation('store-orders');
  if (!order.address) return <Text size="sm">{order.address_text}</Text>;
  return (
    <Anchor href={order.address} target="_blank" rel="noopener noreferrer" size="sm" title={t('address_link')}>
      {order.address_text}
    </Anchor>
  );
}

export function OrderTypeBadge({ wasfy }: { wasfy: number }) {
  const { t } = useTranslation('store-orders');
  return wasfy === 1 ? (
    <Badge variant="light" color="grape">
      {t('type.prescription')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      {t('type.regular')}
    </Badge>
  );
}
