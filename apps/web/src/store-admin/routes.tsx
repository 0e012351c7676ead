import { Route, Routes } from 'react-router';
import { lazyScreen, preloadScreenAt, type ScreenRoute } from '../shared/lazy-screen';
import { RequireAuth, ScreenNotFound } from '../shared/staff/guards';
import { isOtherArea, STORE_HOME } from './menu';
import { StoreAdminShell } from './shell';
import { StoreOverview } from './shell-overview';

interface StoreScreen extends ScreenRoute {
  /** Relative to /store-admin, as in the spec's route table (e.g. 'products/*'). */
  path: string;
  /** The menu path this screen serves, e.g. '/store-admin/products'. */
  menuPath: string;
}

/**
 * The /store-admin/* route table. Each screen is a lazy chunk, registered here once; the menu
 * links an entry only when a screen serves its path. Permissions come from the menu declaration.
 */
const storeScreens: readonly StoreScreen[] = [
  {
    path: 'statistics',
    menuPath: '/store-admin/statistics',
    Screen: lazyScreen(() => import('./statistics'), ['store-stats']),
  },
  {
    path: 'reports',
    menuPath: '/store-admin/reports',
    Screen: lazyScreen(() => import('./reports/index'), ['store-stats']),
  },
  {
    path: 'requests',
    menuPath: '/store-admin/requests',
    Screen: lazyScreen(() => import('./orders/index'), ['store-orders']),
  },
  {
    path: 'categories/*',
    menuPath: '/store-admin/categories',
    Screen: lazyScreen(() => import('./catalogue/categories'), ['store-catalogue']),
  },
  {
    path: 'sub-category/:id/*',
    menuPath: '/store-admin/categories',
    Screen: lazyScreen(() => import('./catalogue/subcategories'), ['store-catalogue']),
  },
  {
    path: 'products/*',
    menuPath: '/store-admin/products',
    Screen: lazyScreen(() => import('./catalogue/products'), ['store-catalogue']),
  },
  {
    path: 'users/*',
    menuPath: '/store-admin/users',
    Screen: lazyScreen(() => import('./customers/index'), ['store-customers', 'store-orders']),
  },
  {
    path: 'companies/*',
    menuPath: '/store-admin/companies',
    Screen: lazyScreen(() => import('./catalogue/companies'), ['store-catalogue']),
  },
  {
    path: 'comments',
    menuPath: '/store-admin/comments',
    Screen: lazyScreen(() => import('./engagement/comments'), ['store-engagement']),
  },
  {
    path: 'availability',
    menuPath: '/store-admin/availability',
    Screen: lazyScreen(() => import('./engagement/availability'), ['store-engagement']),
  },
  {
    path: 'loyalty/*',
    menuPath: '/store-admin/loyalty',
    Screen: lazyScreen(() => import('./loyalty/index'), ['store-loyalty']),
  },
  {
    path: 'mobile-notification',
    menuPath: '/store-admin/mobile-notification',
    Screen: lazyScreen(() => import('./push/index'), ['store-push']),
  },
  {
    path: 'cities/*',
    menuPath: '/store-admin/cities',
    Screen: lazyScreen(() => import('./delivery/cities'), ['store-delivery']),
  },
  {
    path: 'linking-disticts/*',
    menuPath: '/store-admin/linking-disticts',
    Screen: lazyScreen(() => import('./delivery/links'), ['store-delivery']),
  },
  // The spec spells the banners' addresses two ways (pannars, panners): both lead to the one screen.
  ...['pannars/*', 'panners/*'].map((path) => ({
    path,
    menuPath: '/store-admin/pannars',
    Screen: lazyScreen(() => import('./banners/index'), ['store-banners']),
  })),
  {
    path: 'prescriptions/*',
    // The menu entry opens the first tab.
    menuPath: '/store-admin/prescriptions/mine',
    Screen: lazyScreen(() => import('./prescriptions/index'), ['store-prescriptions']),
  },
  {
    path: 'copouns',
    menuPath: '/store-admin/copouns',
    Screen: lazyScreen(() => import('./promotions/coupons'), ['store-promotions']),
  },
  {
    path: 'offers/*',
    menuPath: '/store-admin/offers',
    Screen: lazyScreen(() => import('./promotions/offers'), ['store-promotions']),
  },
  ...['out-of-stock', 'finished-products-from-stock'].map((path) => ({
    path,
    menuPath: '/store-admin/out-of-stock',
    Screen: lazyScreen(() => import('./catalogue/out-of-stock'), ['store-catalogue']),
  })),
];

// Opened at a screen's address: its code starts loading now, beside the session's profile.
preloadScreenAt('/store-admin', storeScreens);

const servedPaths = new Set(storeScreens.map((screen) => screen.menuPath));

/** Whether a menu entry leads somewhere: a store screen that exists, or the company back-office. */
export function isStoreScreen(path: string): boolean {
  return servedPaths.has(path) || isOtherArea(path);
}

export default function StoreAdminRoutes() {
  return (
    <Routes>
      <Route element={<RequireAuth />}>
        <Route element={<StoreAdminShell isAvailable={isStoreScreen} />}>
          <Route index element={<StoreOverview isAvailable={isStoreScreen} />} />
          {storeScreens.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<ScreenNotFound homePath={STORE_HOME} />} />
        </Route>
      </Route>
    </Routes>
  );
}
