import type { BranchDistrictDetail, BranchDistrictItem, DeliveryCityItem, DeliveryDistrictItem } from '@app/contracts';
import { createResource, type Id } from '../../shared/resource';

/** What the forms send: their schemas' output (money as decimal riyals), checked again by the server. */
type FormValues = Record<string, unknown>;

// The spec sends these edits as plain JSON PUTs and deletes with the id in the query.
export const deliveryCities = createResource<DeliveryCityItem, FormValues>({
  key: 'delivery-cities',
  path: '/admin/city',
  deleteBy: 'query',
});
export const deliveryDistricts = createResource<DeliveryDistrictItem, FormValues>({
  key: 'delivery-districts',
  path: '/admin/district',
  deleteBy: 'query',
});
/** A list row; the record read for the edit form also names every district of its branch. */
export type BranchDistrictRow = BranchDistrictItem & Partial<Pick<BranchDistrictDetail, 'district_id' | 'districts'>>;

export const branchDistricts = createResource<BranchDistrictRow, FormValues>({
  key: 'branch-districts',
  path: '/admin/branchDistrict',
  deleteBy: 'query',
});

export const CITIES_LIST = '/store-admin/cities';
export const LINKS_LIST = '/store-admin/linking-disticts';
export const districtsList = (cityId: Id) => `${CITIES_LIST}/district/${cityId}`;
