import type { AdsBannerItem, DataAnswer, MainBannerItem, OfferBannerItem, OffersHeaderItem } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { withMethodOverride } from '../../shared/resource';

export const BANNERS_LIST = '/store-admin/pannars';
/** The edit page of a fixed banner (1 to 4), at the spec's spelling of the address. */
export const bannerEditPath = (id: number) => `/store-admin/panners/add-pannars/${id}`;

const ROOT = 'store-banners';

/**
 * One banner kind's read and save. Saves are the spec's multipart POST with `_method=PUT`; the
 * answer is the kind's stored state, which replaces the cached one.
 */
function bannerKind<Data>(name: string, readPath: string, savePath: string) {
  const key = [ROOT, name] as const;
  return {
    key,
    useRead: () =>
      useQuery({
        queryKey: key,
        queryFn: ({ signal }) => api.get<DataAnswer<Data>>(readPath, { signal }),
        select: (answer) => answer.data,
      }),
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (body: FormData) => api.post<DataAnswer<Data>>(savePath, withMethodOverride(body)),
        onSuccess: (answer) => client.setQueryData(key, answer),
      });
    },
  };
}

export const mainBanners = bannerKind<MainBannerItem[]>('main', '/admin/mainBanner', '/admin/updateMainBanner');
export const adsBanners = bannerKind<AdsBannerItem[]>('ads', '/admin/adsBanner', '/admin/updateAdsBanner');
export const offerBanners = bannerKind<OfferBannerItem[]>('offers', '/admin/offerBanner', '/admin/updateOfferBanner');
export const offersHeader = bannerKind<OffersHeaderItem>('offers-header', '/admin/offerHeader', '/admin/offerHeader/1');

/** Deletes one advertising banner at once (the ads form's rows); the stored list is read again afterwards. */
export function useDeleteAdsBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete('/admin/deleteAdsBanner', { query: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adsBanners.key }),
  });
}
