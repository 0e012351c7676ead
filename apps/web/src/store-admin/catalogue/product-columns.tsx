import type { ProductItem } from '@app/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrText, MoneyText, Thumbnail, TranslatedText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';
import type { TranslationEntry } from '../../shared/translations';

/** Shown in the store or not (the product's `active`), in the spec's words. */
export function ShownBadge({ active }: { active: number }) {
  const { t } = useTranslation('store-catalogue');
  return (
    <Badge color={active === 1 ? 'green' : 'gray'} variant="light">
      {t(active === 1 ? 'status.shown' : 'status.hidden')}
    </Badge>
  );
}

type CatalogueRow = { image: string | null; active: number; translation: TranslationEntry[] };

/** The picture, name and shown-or-not columns every catalogue list starts or ends with. */
export const catalogueColumns = {
  image: <Row extends CatalogueRow>(): Column<Row> => ({
    key: 'image',
    header: 'store-catalogue:columns.image',
    width: 80,
    render: (row) => <Thumbnail src={row.image} />,
  }),
  name: <Row extends CatalogueRow>(): Column<Row> => ({
    key: 'name',
    header: 'store-catalogue:columns.name',
    render: (row) => <TranslatedText entries={row.translation} field="name" />,
  }),
  shown: <Row extends CatalogueRow>(): Column<Row> => ({
    key: 'status',
    header: 'store-catalogue:columns.status',
    render: (row) => <ShownBadge active={row.active} />,
  }),
};

/** The columns the products and out-of-stock lists share (store-admin.md section 2). */
export const productColumns: Column<ProductItem>[] = [
  catalogueColumns.image(),
  catalogueColumns.name(),
  { key: 'code', header: 'store-catalogue:columns.code', render: (row) => <LtrText>{row.code}</LtrText> },
  { key: 'category', header: 'store-catalogue:columns.category', render: (row) => row.category.name },
  { key: 'subcategory', header: 'store-catalogue:columns.subcategory', render: (row) => row.subcategory.name },
  {
    key: 'price',
    header: 'store-catalogue:columns.price',
    align: 'end',
    render: (row) => <MoneyText value={row.price} />,
  },
  catalogueColumns.shown(),
];

/** The two searches of a product list: the Arabic-folded name and the code prefix. */
export const productFilters = [
  { type: 'text', name: 'name', label: 'store-catalogue:products.search_name' },
  { type: 'text', name: 'code', label: 'store-catalogue:products.search_code' },
] as const;
