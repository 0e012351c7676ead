/**
 * Public-cache tags shared by several store domains: the shop's catalogue answers are built from
 * categories, sub-categories and products together, so a write to any of them drops them all.
 */
export const STORE_CATALOGUE_TAG = 'store-catalogue';

/** Delivery cities, districts and the branches serving them: the shop's checkout prices and assigns by them. */
export const STORE_DELIVERY_TAG = 'store-delivery';
