import { z } from 'zod';
import { flag, id, MAX_PAGE_LIMIT, optionalId, pageQuery } from './common';
import { money, moneyAnswer } from './money';
import { translationAnswer, translationInput } from './translations';

// Where the store delivers (store-admin.md sections 2, 3 and 7): cities with their delivery prices,
// their districts, and which company branch serves which district. Names are per language in
// `translation[]` with `local`; prices are VAT-inclusive SAR with two decimals.

const name = z.string().trim().min(1).max(150);
const namedRef = z.object({ id, name: z.string() });
const nameTranslations = z.array(translationAnswer({ name: z.string() }, 'local'));
const search = z.string().max(200).optional();

// ---------------------------------------------------------------------------------------------
// Cities

/**
 * POST /admin/city and PUT /admin/city/{id}: `delivery_price` (ordinary orders), and
 * `prescription_delivery_price` (orders holding a prescription-only product; the same as
 * `delivery_price` when left out, as the old one-price form sent), `translation[i][name|local]`.
 */
export const deliveryCityBody = z.object({
  delivery_price: money,
  prescription_delivery_price: money.optional(),
  translation: translationInput({ name }),
});
export type DeliveryCityBody = z.infer<typeof deliveryCityBody>;

export const deliveryCityItem = z.object({
  id,
  delivery_price: moneyAnswer,
  prescription_delivery_price: moneyAnswer,
  districts_count: z.number().int(),
  /** Districts of the city no branch serves: orders there cannot be assigned. */
  unserved_districts_count: z.number().int(),
  translation: nameTranslations,
});
export type DeliveryCityItem = z.infer<typeof deliveryCityItem>;

/** GET /admin/city: paging and an Arabic-folded name search. */
export const deliveryCityQuery = pageQuery.extend({ name: search });
export type DeliveryCityQuery = z.infer<typeof deliveryCityQuery>;

/** DELETE /admin/city, /admin/district, /admin/branchDistrict: the id in the query or the body. */
export const deliveryDeleteQuery = z.object({ id: id.optional() });

// ---------------------------------------------------------------------------------------------
// Districts

/** POST /admin/district and PUT /admin/district/{id}: `city_id`, `translation[i][name|local]`. */
export const deliveryDistrictBody = z.object({ city_id: id, translation: translationInput({ name }) });
export type DeliveryDistrictBody = z.infer<typeof deliveryDistrictBody>;

const servingBranch = z.object({ id, code: z.string(), name: z.string() });

export const deliveryDistrictItem = z.object({
  id,
  city_id: id,
  /** Names in the request language. */
  city: namedRef,
  /** The branches serving the district; empty when none does. */
  branches: z.array(servingBranch),
  translation: nameTranslations,
});
export type DeliveryDistrictItem = z.infer<typeof deliveryDistrictItem>;

/**
 * GET /admin/district: a city, an Arabic-folded name, and `branch`: a branch code (prefix) to find
 * the districts that branch serves.
 */
export const deliveryDistrictQuery = pageQuery.extend({ city_id: optionalId, name: search, branch: search });
export type DeliveryDistrictQuery = z.infer<typeof deliveryDistrictQuery>;

// ---------------------------------------------------------------------------------------------
// Branch–district links

/**
 * POST /admin/branchDistrict: a branch and the districts it serves (links already there are kept).
 * PUT /admin/branchDistrict/{id}: the districts the link's branch serves become exactly this list
 * (the edit form shows the branch with all its districts).
 */
export const branchDistrictBody = z.object({
  branch_id: id,
  district_id: z
    .array(id)
    .min(1)
    .max(MAX_PAGE_LIMIT * 5),
});
export type BranchDistrictBody = z.infer<typeof branchDistrictBody>;

export const branchDistrictItem = z.object({
  id,
  branch: z.object({ id, code: z.string(), name: z.string() }),
  city: namedRef,
  district: namedRef,
});
export type BranchDistrictItem = z.infer<typeof branchDistrictItem>;

/** GET /admin/branchDistrict/{id}: the link, and every district its branch serves (for the edit form). */
export const branchDistrictDetail = branchDistrictItem.extend({
  district_id: z.array(id),
  districts: z.array(namedRef.extend({ city: namedRef })),
});
export type BranchDistrictDetail = z.infer<typeof branchDistrictDetail>;

/** GET /admin/branchDistrict: a city, and a name (branch, district or city, Arabic-folded; or a branch code). */
export const branchDistrictQuery = pageQuery.extend({ city_id: optionalId, name: search });
export type BranchDistrictQuery = z.infer<typeof branchDistrictQuery>;

// ---------------------------------------------------------------------------------------------
// Customers' addresses (the store user form's addresses tab)

const coordinate = (limit: number) => z.coerce.number().min(-limit).max(limit);

/**
 * A delivery address: a district of a city, the details a driver needs, and optionally the map
 * position (both coordinates or neither). One address is the default.
 */
export const customerAddressBody = z
  .object({
    city_id: id,
    district_id: id,
    details: z.string().trim().min(1).max(500),
    latitude: z.preprocess((v) => (v === '' ? null : v), coordinate(90).nullable()).optional(),
    longitude: z.preprocess((v) => (v === '' ? null : v), coordinate(180).nullable()).optional(),
    is_default: flag.default(0),
  })
  .superRefine((value, ctx) => {
    const hasLatitude = value.latitude !== null && value.latitude !== undefined;
    const hasLongitude = value.longitude !== null && value.longitude !== undefined;
    if (hasLatitude !== hasLongitude) {
      ctx.addIssue({ code: 'custom', path: [hasLatitude ? 'longitude' : 'latitude'], params: { code: 'required' } });
    }
  });
export type CustomerAddressBody = z.infer<typeof customerAddressBody>;

export const customerAddressItem = z.object({
  id,
  city: namedRef,
  district: namedRef,
  details: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  is_default: z.union([z.literal(0), z.literal(1)]),
  /** A map link to the position, when there is one. */
  map_url: z.string().nullable(),
  /** Whether a branch serves the district (an order to this address can be assigned). */
  served: z.boolean(),
});
export type CustomerAddressItem = z.infer<typeof customerAddressItem>;

export const customerAddressParams = z.object({ id, addressId: id });
