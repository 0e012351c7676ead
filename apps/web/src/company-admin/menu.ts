import { IconFile } from '../shared/icons';
import {
  IconBuilding,
  IconChart,
  IconHistory,
  IconHome,
  IconLink,
  IconPhoto,
  IconReceipt,
  IconStore,
  IconUsers,
} from '../shared/staff/icons';
import { anyOf, type MenuLink, type MenuNode } from '../shared/staff/menu-model';
import { IconArticle, IconMagazine, IconSections } from './magazine/icons';
import { IconMail } from './messages/icons';
import { UnreadMessagesBadge } from './messages/unread-badge';

/**
 * The company back-office side menu, declared once: the shell, the /admin/main cards and the
 * route guard all read it. Labels are keys of the `shell` namespace. Only screens that exist are
 * listed; a group shows with any of its links' permissions (spec section 6).
 */

/** Electronic magazine: either list permission opens the group. */
const magazineLinks: readonly MenuLink[] = [
  {
    labelKey: 'company.menu.articles_sections',
    path: '/admin/articles-sections',
    icon: IconSections,
    permission: 'list articles sections',
  },
  { labelKey: 'company.menu.articles', path: '/admin/articles', icon: IconArticle, permission: 'list articles' },
];

/** Investor relations: the group shows with any of its list permissions. */
const investorLinks: readonly MenuLink[] = [
  {
    labelKey: 'company.menu.reports',
    path: '/admin/results-and-reports',
    icon: IconReceipt,
    permission: 'list reports and results',
  },
  { labelKey: 'company.menu.news', path: '/admin/news', icon: IconPhoto, permission: 'list news' },
  {
    labelKey: 'company.menu.key_metrics',
    path: '/admin/key-metrics',
    icon: IconChart,
    permission: 'list key indicators',
  },
  {
    labelKey: 'company.menu.kpis',
    path: '/admin/indicator-performance',
    icon: IconChart,
    permission: 'list key performance indicators',
  },
  {
    labelKey: 'company.menu.finance_market',
    path: '/admin/finance-market',
    icon: IconLink,
    permission: 'list finance market',
  },
  {
    labelKey: 'company.menu.investigator',
    path: '/admin/investigator',
    icon: IconUsers,
    permission: 'manage investigator',
  },
  {
    labelKey: 'company.menu.questions',
    path: '/admin/questions',
    icon: IconHistory,
    permission: 'list investor questions',
  },
  {
    labelKey: 'company.menu.investor_page',
    path: '/admin/investor-page-data',
    icon: IconChart,
    permission: 'manage investor page',
  },
  {
    labelKey: 'company.menu.investor_slider',
    path: '/admin/investor-page-slider',
    icon: IconPhoto,
    permission: 'manage sliders',
  },
];

/** Website content: the public pages' texts, images, menu and figures. */
const websiteLinks: readonly MenuLink[] = [
  {
    labelKey: 'company.menu.contacts',
    path: '/admin/contacts-data/add',
    icon: IconBuilding,
    permission: 'manage website contacts',
  },
  {
    labelKey: 'company.menu.about',
    path: '/admin/about-us-page-data',
    icon: IconBuilding,
    permission: 'manage about page',
  },
  { labelKey: 'company.menu.home_page', path: '/admin/home-page-data', icon: IconHome, permission: 'manage home page' },
  {
    labelKey: 'company.menu.home_slider',
    path: '/admin/home-page-slider',
    icon: IconPhoto,
    permission: 'manage sliders',
  },
  { labelKey: 'company.menu.nav_menu', path: '/admin/nav-bar-menu', icon: IconLink, permission: 'manage menu' },
  {
    labelKey: 'company.menu.home_statistics',
    path: '/admin/home-statistics',
    icon: IconChart,
    permission: 'manage home statistics',
  },
];

export const companyMenu: readonly MenuNode[] = [
  { labelKey: 'company.menu.main', path: '/admin/main', icon: IconHome, permission: null },
  {
    labelKey: 'company.menu.branches',
    path: '/admin/branches',
    icon: IconBuilding,
    permission: 'list branches',
    alsoMatches: ['/admin/add-branch'],
  },
  { labelKey: 'company.menu.magazine', icon: IconMagazine, permission: anyOf(magazineLinks), children: magazineLinks },
  { labelKey: 'company.menu.investor', icon: IconChart, permission: anyOf(investorLinks), children: investorLinks },
  {
    labelKey: 'company.menu.employment',
    path: '/admin/employment-applications',
    icon: IconFile,
    permission: 'list employment request',
  },
  {
    labelKey: 'company.menu.messages',
    path: '/admin/messages',
    icon: IconMail,
    permission: 'list messages',
    badge: UnreadMessagesBadge,
  },
  { labelKey: 'company.menu.website', icon: IconBuilding, permission: anyOf(websiteLinks), children: websiteLinks },
  { labelKey: 'company.menu.admin_users', path: '/admin/admin-users', icon: IconUsers, permission: 'list users' },
  { labelKey: 'company.menu.roles', path: '/admin/roles', icon: IconUsers, permission: 'list roles' },
  {
    labelKey: 'company.menu.log_actions',
    path: '/admin/log-actions',
    icon: IconHistory,
    permission: 'list log actions',
  },
  // The spec's link to the other back-office, for staff allowed to manage the store.
  {
    labelKey: 'company.menu.store',
    path: '/store-admin/statistics',
    icon: IconStore,
    permission: 'store management',
  },
];

export const COMPANY_HOME = '/admin/main';
