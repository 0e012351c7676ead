import type { ProductItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { viewAction } from '../../shared/data-table/row-actions';
import { PageHeader } from '../../shared/page-header';
import { useTranslated } from '../../shared/translations';
import { outOfStock, productDetailPath } from './api';
import { productColumns, productFilters } from './product-columns';

/**
 * /store-admin/out-of-stock (and the small-screen menu's /store-admin/finished-products-from-stock):
 * products with no stock in any store, searched by name and code, each with an eye to its page.
 */
export default function OutOfStockScreen() {
  useTranslation('store-catalogue');
  const navigate = useNavigate();
  const translated = useTranslated();
  return (
    <>
      <PageHeader title="store-catalogue:out_of_stock.title" />
      <DataTable
        resource={outOfStock}
        label="store-catalogue:out_of_stock.title"
        columns={productColumns}
        filters={productFilters}
        empty="store-catalogue:out_of_stock.empty"
        actions={[viewAction<ProductItem>((row) => navigate(productDetailPath(row)), 'list products')]}
        rowLabel={(row) => translated(row.translation, 'name')}
        minWidth={900}
      />
    </>
  );
}
