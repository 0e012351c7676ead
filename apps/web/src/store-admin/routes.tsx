import { lazyScreen } from '../shared/lazy-screen';
import { AreaRoutes, areaRouteTable } from '../shared/staff/area-routes';
import { STORE_HOME } from './menu';
import { StoreAdminFrame } from './shell/frame';
import { StoreAdminHome } from './shell/home';

const bannersScreen = lazyScreen(() => import('./banners/index'), ['store-banners']);
const outOfStockScreen = lazyScreen(() => import('./catalogue/out-of-stock'), ['store-catalogue']);

/** The /store-admin/* route table (paths relative to /store-admin, as in the spec's route table). */
export const routeTable = areaRouteTable({
  base: '/store-admin',
  homePath: STORE_HOME,
  Frame: StoreAdminFrame,
  Home: StoreAdminHome,
  // Each screen is its own chunk, fetched when first opened (with its strings).
  screens: [
    { path: 'statistics', Screen: lazyScreen(() => import('./reports/statistics'), ['store-stats']) },
    { path: 'reports', Screen: lazyScreen(() => import('./reports/reports'), ['store-stats']) },
    { path: 'requests', Screen: lazyScreen(() => import('./orders/index'), ['store-orders']) },
    { path: 'categories/*', Screen: lazyScreen(() => import('./catalogue/categories'), ['store-catalogue']) },
    { path: 'sub-category/:id/*', Screen: lazyScreen(() => import('./catalogue/subcategories'), ['store-catalogue']) },
    { path: 'products/*', Screen: lazyScreen(() => import('./catalogue/products'), ['store-catalogue']) },
    {
      path: 'users/*',
      Screen: lazyScreen(() => import('./customers/index'), ['store-customers', 'store-orders']),
    },
    { path: 'companies/*', Screen: lazyScreen(() => import('./catalogue/companies'), ['store-catalogue']) },
    { path: 'comments', Screen: lazyScreen(() => import('./engagement/comments'), ['store-engagement']) },
    { path: 'availability', Screen: lazyScreen(() => import('./engagement/availability'), ['store-engagement']) },
    { path: 'loyalty/*', Screen: lazyScreen(() => import('./loyalty/index'), ['store-loyalty']) },
    { path: 'mobile-notification', Screen: lazyScreen(() => import('./push/index'), ['store-push']) },
    { path: 'cities/*', Screen: lazyScreen(() => import('./delivery/cities'), ['store-delivery']) },
    { path: 'linking-disticts/*', Screen: lazyScreen(() => import('./delivery/links'), ['store-delivery']) },
    // The spec spells the banners' addresses two ways (pannars, panners): both lead to the one screen.
    { path: 'pannars/*', Screen: bannersScreen },
    { path: 'panners/*', Screen: bannersScreen },
    // The menu entry opens the first tab (/store-admin/prescriptions/mine).
    { path: 'prescriptions/*', Screen: lazyScreen(() => import('./prescriptions/index'), ['store-prescriptions']) },
    { path: 'copouns', Screen: lazyScreen(() => import('./promotions/coupons'), ['store-promotions']) },
    { path: 'offers/*', Screen: lazyScreen(() => import('./promotions/offers'), ['store-promotions']) },
    // The spec's small-screen menu used the second spelling.
    { path: 'out-of-stock', Screen: outOfStockScreen },
    { path: 'finished-products-from-stock', Screen: outOfStockScreen },
  ],
});

/** The router mounts this at /store-admin/*. */
export default function StoreAdminRoutes() {
  return <AreaRoutes table={routeTable} />;
}
