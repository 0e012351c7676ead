import type { DataAnswer, ProductItem, StockAnswer, StoreCategoryItem, StoreSubcategoryItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource, type Id } from '../../shared/resource';

// Edits carry images, so they travel as the spec's multipart POST with `_method=PUT`.
export const storeCategories = createResource<StoreCategoryItem>({
  key: 'store-categories',
  path: '/admin/category',
  update: 'method-override',
});
export const storeSubcategories = createResource<StoreSubcategoryItem>({
  key: 'store-subcategories',
  path: '/admin/subcategory',
  update: 'method-override',
});
export const products = createResource<ProductItem>({
  key: 'products',
  path: '/admin/product',
  update: 'method-override',
});
/** Products with no stock in any store (read only; the same rows as the products list). */
export const outOfStock = createResource<ProductItem>({ key: 'out-of-stock', path: '/out_of_stock' });

export const CATEGORIES_LIST = '/store-admin/categories';
export const PRODUCTS_LIST = '/store-admin/products';
export const subcategoriesList = (categoryId: Id) => `/store-admin/sub-category/${categoryId}`;
export const productDetailPath = (product: Pick<ProductItem, 'id' | 'code'>) =>
  `${PRODUCTS_LIST}/show-product/${product.id}/${encodeURIComponent(product.code)}`;

/**
 * The featured button of a row (`POST admin/products/{id}/feature` and its category twins): the
 * lists refresh once it is done, so the button shows disabled.
 */
export function useFeature(resource: { keys: { all: readonly unknown[] } }, path: (id: Id) => string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => api.post<DataAnswer<unknown>>(path(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: resource.keys.all }),
  });
}

/** A product code's stock per store (the ERP's figures). */
export function useStock(code: string) {
  return useQuery({
    queryKey: ['stock', code],
    queryFn: ({ signal }) => api.get<StockAnswer>(`/admin/stock/${encodeURIComponent(code)}`, { signal }),
  });
}
