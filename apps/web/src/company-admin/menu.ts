import { IconHistory, IconHome, IconUsers } from '../app/icons';
import type { MenuNode } from '../app/menu-model';

/**
 * The company back-office side menu, declared once: the shell, the /admin/main cards and the
 * route guard all read it. Labels are keys of the `shell` namespace.
 *
 * Only screens that exist are listed. Groups come with later screens, e.g. the Electronic
 * Magazine group with `permission: anyOf([...its links])` and Investor relations with the any-of
 * of its three list permissions (see menu-model.ts).
 */
export const companyMenu: readonly MenuNode[] = [
  { labelKey: 'company.menu.main', path: '/admin/main', icon: IconHome, permission: null },
  { labelKey: 'company.menu.admin_users', path: '/admin/admin-users', icon: IconUsers, permission: 'list users' },
  {
    labelKey: 'company.menu.log_actions',
    path: '/admin/log-actions',
    icon: IconHistory,
    permission: 'list log actions',
  },
];

export const COMPANY_HOME = '/admin/main';
