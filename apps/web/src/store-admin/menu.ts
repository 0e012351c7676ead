import { COMPANY_PERMISSIONS } from '@app/contracts/permissions';
import {
  IconBoxOff,
  IconBuilding,
  IconChart,
  IconDashboard,
  IconDeviceMobile,
  IconDiscount,
  IconGift,
  IconHome,
  IconHourglass,
  IconLink,
  IconMapPin,
  IconPackage,
  IconPhoto,
  IconPrescription,
  IconReceipt,
  IconShoppingBag,
  IconStar,
  IconTag,
  IconTicket,
  IconUsers,
} from '../shared/staff/icons';
import { anyOf, type MenuLink, type MenuNode } from '../shared/staff/menu-model';

/**
 * The store back-office side menu, declared once with the permission table of the spec
 * (store-admin section 6). The shell links only entries whose screen exists (routes.tsx); the
 * /store-admin overview lists every entry the user's permissions grant.
 *
 * Availability, loyalty and mobile notifications show to everyone in the spec; here they carry
 * the permissions the server enforces for those screens, so the menu never offers a screen that
 * would answer 403.
 */
const productLinks: readonly MenuLink[] = [
  {
    labelKey: 'store.menu.products',
    path: '/store-admin/products',
    icon: IconShoppingBag,
    permission: 'list products',
  },
  {
    labelKey: 'store.menu.categories',
    path: '/store-admin/categories',
    icon: IconTag,
    permission: 'list products categories',
    alsoMatches: ['/store-admin/sub-category'],
  },
  {
    labelKey: 'store.menu.companies',
    path: '/store-admin/companies',
    icon: IconBuilding,
    permission: 'list companies',
  },
  {
    labelKey: 'store.menu.out_of_stock',
    path: '/store-admin/out-of-stock',
    icon: IconBoxOff,
    permission: 'list out of stock products',
    // The spec's small-screen menu used this second spelling.
    alsoMatches: ['/store-admin/finished-products-from-stock'],
  },
];

/** Company back-office permissions ('store management' only opens the store, so it does not count). */
const COMPANY_AREA_PERMISSIONS = COMPANY_PERMISSIONS.filter((permission) => permission !== 'store management');

export const storeMenu: readonly MenuNode[] = [
  {
    labelKey: 'store.menu.statistics',
    path: '/store-admin/statistics',
    icon: IconHome,
    permission: 'store management',
  },
  { labelKey: 'store.menu.requests', path: '/store-admin/requests', icon: IconReceipt, permission: 'list orders' },
  {
    labelKey: 'store.menu.manage_products',
    icon: IconPackage,
    permission: anyOf(productLinks),
    children: productLinks,
  },
  {
    labelKey: 'store.menu.prescriptions',
    path: '/store-admin/prescriptions/mine',
    icon: IconPrescription,
    permission: 'list prescriptions',
    alsoMatches: ['/store-admin/prescriptions'],
  },
  { labelKey: 'store.menu.users', path: '/store-admin/users', icon: IconUsers, permission: 'list store users' },
  { labelKey: 'store.menu.cities', path: '/store-admin/cities', icon: IconMapPin, permission: 'list delivery cities' },
  {
    labelKey: 'store.menu.link_districts',
    path: '/store-admin/linking-disticts',
    icon: IconLink,
    permission: 'list link districts',
  },
  { labelKey: 'store.menu.coupons', path: '/store-admin/copouns', icon: IconTicket, permission: 'list promo codes' },
  { labelKey: 'store.menu.reports', path: '/store-admin/reports', icon: IconChart, permission: 'list store reports' },
  {
    labelKey: 'store.menu.banners',
    path: '/store-admin/pannars',
    icon: IconPhoto,
    permission: 'list banners',
    alsoMatches: ['/store-admin/panners'],
  },
  { labelKey: 'store.menu.offers', path: '/store-admin/offers', icon: IconDiscount, permission: 'list offers' },
  { labelKey: 'store.menu.comments', path: '/store-admin/comments', icon: IconStar, permission: 'store evaluation' },
  {
    labelKey: 'store.menu.availability',
    path: '/store-admin/availability',
    icon: IconHourglass,
    permission: 'list availability requests',
  },
  { labelKey: 'store.menu.loyalty', path: '/store-admin/loyalty', icon: IconGift, permission: 'manage loyalty' },
  {
    labelKey: 'store.menu.mobile_notification',
    path: '/store-admin/mobile-notification',
    icon: IconDeviceMobile,
    permission: 'send mobile notifications',
  },
  // The way back to the company back-office, for staff who also hold permissions there.
  {
    labelKey: 'store.menu.company',
    path: '/admin/main',
    icon: IconDashboard,
    permission: COMPANY_AREA_PERMISSIONS,
  },
];

/** Whether a menu path leads out of the store back-office (to the company one). */
export function isOtherArea(path: string): boolean {
  return !path.startsWith('/store-admin/');
}

export const STORE_HOME = '/store-admin';
