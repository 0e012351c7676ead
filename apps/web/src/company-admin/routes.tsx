import { lazyScreen } from '../shared/lazy-screen';
import { AreaRoutes, areaRouteTable } from '../shared/staff/area-routes';
import { COMPANY_HOME } from './menu';
import { CompanyAdminFrame } from './shell/frame';
import { CompanyAdminHome } from './shell/home';

/** The /admin/* route table (paths relative to /admin). */
export const routeTable = areaRouteTable({
  base: '/admin',
  homePath: COMPANY_HOME,
  Frame: CompanyAdminFrame,
  Home: CompanyAdminHome,
  // Each resource screen is its own chunk, fetched when first opened (with its strings, where it names them).
  screens: [
    { path: 'admin-users/*', Screen: lazyScreen(() => import('./admin-users/index'), ['users']) },
    { path: 'log-actions/*', Screen: lazyScreen(() => import('./log-actions/index')) },
    {
      path: 'employment-applications',
      Screen: lazyScreen(() => import('./employment-applications/index'), ['employment']),
    },
    {
      path: 'employment-applications/job-details/:id',
      Screen: lazyScreen(() => import('./employment-applications/details'), ['employment']),
    },
    { path: 'finance-market/*', Screen: lazyScreen(() => import('./finance-market/index'), ['finance-market']) },
    { path: 'investigator/*', Screen: lazyScreen(() => import('./investigator/index'), ['investigator']) },
    { path: 'questions/*', Screen: lazyScreen(() => import('./questions/index'), ['questions']) },
    { path: 'key-metrics/*', Screen: lazyScreen(() => import('./indicators/key-metrics')) },
    { path: 'indicator-performance/*', Screen: lazyScreen(() => import('./indicators/kpis')) },
    { path: 'branches', Screen: lazyScreen(() => import('./branches/index'), ['admin-branches']) },
    { path: 'add-branch/:id?', Screen: lazyScreen(() => import('./branches/branch-form'), ['admin-branches']) },
    { path: 'articles-sections/*', Screen: lazyScreen(() => import('./magazine/sections'), ['magazine-admin']) },
    {
      path: 'articles-sub-sections/:id/*',
      Screen: lazyScreen(() => import('./magazine/subsections'), ['magazine-admin']),
    },
    { path: 'articles/*', Screen: lazyScreen(() => import('./magazine/articles'), ['magazine-admin']) },
    { path: 'news/*', Screen: lazyScreen(() => import('./news/index'), ['news']) },
    { path: 'results-and-reports/*', Screen: lazyScreen(() => import('./reports/index'), ['reports']) },
    { path: 'home-page-slider', Screen: lazyScreen(() => import('./widgets/home-slider')) },
    { path: 'investor-page-slider', Screen: lazyScreen(() => import('./widgets/investor-slider')) },
    { path: 'nav-bar-menu', Screen: lazyScreen(() => import('./widgets/nav-menu'), ['widgets']) },
    { path: 'home-statistics', Screen: lazyScreen(() => import('./widgets/home-statistics'), ['widgets']) },
    { path: 'contacts-data/add', Screen: lazyScreen(() => import('./site-content/contacts'), ['site-content']) },
    { path: 'about-us-page-data', Screen: lazyScreen(() => import('./site-content/about-page'), ['site-content']) },
    { path: 'home-page-data', Screen: lazyScreen(() => import('./site-content/home-sections')) },
    { path: 'investor-page-data', Screen: lazyScreen(() => import('./site-content/investor-sections')) },
    { path: 'messages/*', Screen: lazyScreen(() => import('./messages/index'), ['messages-admin']) },
    { path: 'roles/*', Screen: lazyScreen(() => import('./roles/index')) },
  ],
});

/** The router mounts this at /admin/*. */
export default function CompanyAdminRoutes() {
  return <AreaRoutes table={routeTable} />;
}
