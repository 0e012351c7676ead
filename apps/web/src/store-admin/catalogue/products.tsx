import type { ProductItem } from '@app/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { viewAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { IconUpload } from '../../shared/icons';
import { PermissionGate } from '../../shared/permission-gate';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { productDetailPath, products } from './api';
import { useFeaturedColumn } from './feature-button';
import { productColumns, productFilters } from './product-columns';
import { ProductDetailPage } from './product-detail';
import { ProductFormPage } from './product-form';
import { StockImportPage } from './stock-import';

function ProductsList() {
  const { t } = useTranslation('store-catalogue');
  const navigate = useNavigate();
  const translated = useTranslated();
  const featured = useFeaturedColumn<ProductItem>(products, (id) => `/admin/products/${id}/feature`, 'update products');
  const columns: Column<ProductItem>[] = [...productColumns, featured];
  return (
    <ListPage<ProductItem>
      resource={products}
      title="store-catalogue:products.title"
      columns={columns}
      filters={productFilters}
      tools={
        <PermissionGate permission="update stock">
          <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => navigate('stock-import')}>
            {t('stock_import.open')}
          </Button>
        </PermissionGate>
      }
      empty="store-catalogue:products.empty"
      actions={[viewAction((row) => navigate(productDetailPath(row)))]}
      add={{ label: 'store-catalogue:products.add', permission: 'add products', path: 'add-product' }}
      edit={{ permission: 'update products', path: (row) => `add-product/${row.id}` }}
      remove={{ permission: 'delete products', message: 'store-catalogue:products.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
      minWidth={960}
    />
  );
}

/** /store-admin/products: the list, the product's page (show-product/{id}/{code}) and its form. */
export default function ProductsScreen() {
  useTranslation('store-catalogue');
  return (
    <ScreenRoutes>
      <Route index element={<ProductsList />} />
      <Route path="show-product/:id/:code" element={<ProductDetailPage />} />
      <Route path="add-product/:id?" element={<ProductFormPage />} />
      <Route path="stock-import" element={<StockImportPage />} />
    </ScreenRoutes>
  );
}
