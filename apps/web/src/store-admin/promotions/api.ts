import type {
  CouponItem,
  DataAnswer,
  OfferDetail,
  OfferItem,
  OfferTypesAnswer,
  ProductOfferItem,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource, type Id } from '../../shared/resource';

/**
 * Discount codes: the spec's calls are `PUT /admin/copoun` with the id in the body and
 * `DELETE /admin/copoun?id=`, so saving goes through `useSaveCoupon` rather than the resource's update.
 */
export const coupons = createResource<CouponItem>({ key: 'coupons', path: '/admin/copoun', deleteBy: 'query' });

/** Offers: edits are the spec's multipart `POST /admin/newOffer/{id}` with `_method=PUT`. */
export const offers = createResource<OfferItem & Partial<Pick<OfferDetail, 'products'>>>({
  key: 'offers',
  path: '/admin/newOffer',
  update: 'method-override',
  deleteBy: 'query',
});

export const OFFERS_LIST = '/store-admin/offers';
export const offerFormPath = (id?: Id) => `${OFFERS_LIST}/add-offer${id === undefined ? '' : `/${id}`}`;

/** Adds (`POST /admin/copoun`) or edits (`PUT /admin/copoun`, the id in the body) a discount code. */
export function useSaveCoupon(id: Id | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id === null
        ? api.post<DataAnswer<CouponItem>>('/admin/copoun', body)
        : api.put<DataAnswer<CouponItem>>('/admin/copoun', { ...body, id: Number(id) }),
    onSuccess: () => client.invalidateQueries({ queryKey: coupons.keys.all }),
  });
}

/** The offer types with their names in the interface language (`GET /api/newOfferTypes`). */
export function useOfferTypes() {
  return useQuery({
    queryKey: ['offer-types'],
    queryFn: ({ signal }) => api.get<OfferTypesAnswer>('/newOfferTypes', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The offers including a product, by id or through its category (the product page's offers tab). */
export function useProductOffers(productId: Id) {
  return useQuery({
    queryKey: ['product-offers', String(productId)],
    queryFn: ({ signal }) =>
      api.get<{ data: ProductOfferItem[] }>(`/admin/product/${encodeURIComponent(String(productId))}/offers`, {
        signal,
      }),
  });
}
