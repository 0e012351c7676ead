import type { ProductItem } from '@app/contracts';
import {
  Anchor,
  Badge,
  Button,
  Center,
  EmptyState,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { notifyError } from '../../shared/alerts/notify';
import { SuccessAlert } from '../../shared/alerts/success-alert';
import { LtrText, MoneyText } from '../../shared/data-table/cells';
import { DetailTabs } from '../../shared/detail-tabs';
import { useFormat } from '../../shared/format';
import { IconEdit, IconInbox, IconPhoto } from '../../shared/icons';
import { PageHeader } from '../../shared/page-header';
import { PermissionGate } from '../../shared/permission-gate';
import { useTranslated } from '../../shared/translations';
import { offerFormPath, useProductOffers } from '../promotions/api';
import { PRODUCTS_LIST, products, useStock } from './api';
import { ShownBadge } from './product-columns';

/** How long "edit done" stays after the visibility switch (store-admin.md section 9). */
const EDIT_DONE_MS = 2000;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function InfoTab({ product }: { product: ProductItem }) {
  const { t } = useTranslation('store-catalogue');
  const entry = (lang: 'ar' | 'en') => product.translation.find((row) => row.local === lang);
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Paper withBorder w={200} h={200} style={{ overflow: 'hidden' }}>
          {product.image ? (
            <Image src={product.image} alt="" w={200} h={200} fit="contain" />
          ) : (
            <Center h="100%" c="dimmed">
              <IconPhoto size={32} />
            </Center>
          )}
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: '1 1 20rem' }}>
          <Fact label={t('fields.code')}>
            <LtrText>{product.code}</LtrText>
          </Fact>
          <Fact label={t('fields.price')}>
            <MoneyText value={product.price} />
          </Fact>
          <Fact label={t('columns.category')}>{product.category.name}</Fact>
          <Fact label={t('columns.subcategory')}>{product.subcategory.name}</Fact>
          <Fact label={t('columns.status')}>
            <Group gap="xs">
              <ShownBadge active={product.active} />
              {product.is_featured === 1 && (
                <Badge color="yellow" variant="light">
                  {t('featured')}
                </Badge>
              )}
              {product.wasfy === 1 && (
                <Badge color="grape" variant="light">
                  {t('fields.wasfy')}
                </Badge>
              )}
            </Group>
          </Fact>
          <Fact label={t('columns.stock')}>{product.stock}</Fact>
        </SimpleGrid>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['ar', 'en'] as const).map((lang) => (
          <Paper key={lang} withBorder p="md" dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang}>
            <Text fw={600}>{entry(lang)?.name}</Text>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {entry(lang)?.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function InventoryTab({ code }: { code: string }) {
  const { t } = useTranslation('store-catalogue');
  const format = useFormat();
  const stock = useStock(code);
  if (stock.error) return <ErrorAlert error={stock.error} />;
  if (!stock.data) {
    return (
      <Center py="xl" role="status" aria-label={t('detail.tabs.inventory')}>
        <Loader />
      </Center>
    );
  }
  if (stock.data.data.length === 0) {
    return <EmptyState icon={<IconInbox size={32} />} title={t('detail.no_stock')} />;
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>{t('detail.total_stock', { total: format.number(stock.data.count) })}</Text>
      <Table striped withTableBorder maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.store_no')}</Table.Th>
            <Table.Th ta="end">{t('detail.actual_stock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {stock.data.data.map((row) => (
            <Table.Tr key={row.Store_No}>
              <Table.Td>
                <LtrText>{row.Store_No}</LtrText>
              </Table.Td>
              <Table.Td ta="end">{format.number(row.ActualStock)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** A promotion's stored Riyadh wall-clock time, shown as that same wall-clock time. */
const wallClock = (value: string) => value.replace(' ', 'T');

/** The offers including the product, by name or through its category, and whether each applies now. */
function OffersTab({ productId }: { productId: number }) {
  const { t } = useTranslation('store-catalogue');
  const format = useFormat();
  const offers = useProductOffers(productId);
  if (offers.error) return <ErrorAlert error={offers.error} />;
  if (!offers.data) {
    return (
      <Center py="xl" role="status" aria-label={t('detail.tabs.offers')}>
        <Loader />
      </Center>
    );
  }
  if (offers.data.data.length === 0) {
    return (
      <EmptyState icon={<IconInbox size={32} />} title={t('detail.no_offers')} description={t('detail.offers_hint')} />
    );
  }
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('detail.tabs.offers')}>
      {offers.data.data.map((offer) => (
        <Paper component="li" key={offer.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <PermissionGate permission="manage offers" fallback={<Text fw={600}>{offer.name}</Text>}>
              <Anchor component={Link} to={offerFormPath(offer.id)} fw={600}>
                {offer.name}
              </Anchor>
            </PermissionGate>
            <Badge color={offer.active_now ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
              {t(offer.active_now ? 'detail.offer_active_now' : 'detail.offer_not_active')}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" mt="xs">
            <Fact label={t('detail.offers_columns.type')}>{offer.type_name}</Fact>
            <Fact label={t('detail.offers_columns.period')}>
              {format.dateTime(wallClock(offer.start_date))} – {format.dateTime(wallClock(offer.end_date))}
            </Fact>
            <Fact label={t('detail.offers_columns.via')}>
              {t(offer.via === 'product' ? 'detail.offer_via_product' : 'detail.offer_via_category')}
            </Fact>
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** The switch sends the opposite `active` with the sub-category (the spec's three fields). */
function VisibilitySwitch({ product }: { product: ProductItem }) {
  const { t } = useTranslation('store-catalogue');
  const update = products.useUpdate();
  const [done, setDone] = useState<string | null>(null);
  const toggle = () => {
    const body = new FormData();
    body.set('active', product.active === 1 ? '0' : '1');
    body.set('subcategory_id', String(product.subcategory_id));
    update
      .mutateAsync({ id: product.id, body })
      .then(() => setDone(t('detail.edit_done')))
      .catch((error: unknown) => notifyError(error, t('detail.shown')));
  };
  return (
    <Stack gap="xs">
      <PermissionGate permission="update products" fallback={<ShownBadge active={product.active} />}>
        <Switch
          label={t('detail.shown')}
          checked={product.active === 1}
          disabled={update.isPending}
          onChange={toggle}
        />
      </PermissionGate>
      <SuccessAlert message={done} autoHide={EDIT_DONE_MS} onHide={() => setDone(null)} />
    </Stack>
  );
}

/** /store-admin/products/show-product/{id}/{code}: info, inventory (the ERP's stock) and offers. */
export function ProductDetailPage() {
  const { t } = useTranslation('store-catalogue');
  const translated = useTranslated();
  const params = useParams();
  const product = products.useDetail(params.id);
  if (product.error) {
    return (
      <>
        <PageHeader title="store-catalogue:products.title" />
        <ErrorAlert error={product.error} />
      </>
    );
  }
  if (!product.data) {
    return (
      <Center py="xl" role="status" aria-label={t('products.view')}>
        <Loader />
      </Center>
    );
  }
  const item = product.data;
  return (
    <Stack gap="md">
      <PageHeader
        title={{ text: translated(item.translation, 'name') }}
        action={
          <PermissionGate permission="update products">
            <Button
              component={Link}
              to={`${PRODUCTS_LIST}/add-product/${item.id}`}
              variant="light"
              leftSection={<IconEdit size={16} />}
            >
              {t('products.edit')}
            </Button>
          </PermissionGate>
        }
      />
      <VisibilitySwitch product={item} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <DetailTabs
          hasRecord
          tabs={[
            { value: 'info', label: 'store-catalogue:detail.tabs.info', render: () => <InfoTab product={item} /> },
            {
              value: 'inventory',
              label: 'store-catalogue:detail.tabs.inventory',
              render: () => <InventoryTab code={item.code} />,
            },
            {
              value: 'offers',
              label: 'store-catalogue:detail.tabs.offers',
              render: () => <OffersTab productId={item.id} />,
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
