import { describe, expect, it } from 'vitest';
import { IconHome, IconUsers } from './icons';
import { anyOf, canOpenPath, isActivePath, type MenuLink, type MenuNode, menuLinks, visibleMenu } from './menu-model';

const articles: MenuLink = {
  labelKey: 'company.menu.articles',
  path: '/admin/articles',
  icon: IconHome,
  permission: 'list articles',
};
const sections: MenuLink = {
  labelKey: 'company.menu.articles_sections',
  path: '/admin/articles-sections',
  icon: IconHome,
  permission: 'list articles sections',
};
const news: MenuLink = { labelKey: 'company.menu.news', path: '/admin/news', icon: IconHome, permission: null };
const users: MenuLink = {
  labelKey: 'company.menu.admin_users',
  path: '/admin/admin-users',
  icon: IconUsers,
  permission: 'list users',
  alsoMatches: ['/admin/users-legacy'],
};

const menu: MenuNode[] = [
  { labelKey: 'company.menu.main', path: '/admin/main', icon: IconHome, permission: null },
  users,
  // Like the spec's Electronic Magazine group: any of its list permissions opens it.
  {
    labelKey: 'company.menu.magazine',
    icon: IconHome,
    permission: anyOf([articles, sections]),
    children: [articles, sections],
  },
  // A group with its own any-of rule over permissions its links do not check.
  {
    labelKey: 'company.menu.investor',
    icon: IconHome,
    permission: ['list news', 'list finance market', 'list investor questions'],
    children: [news],
  },
];

const labels = (nodes: MenuNode[]) => menuLinks(nodes).map((link) => link.labelKey);

describe('menu model', () => {
  it('shows entries without a rule to everyone and hides the rest without permission', () => {
    expect(labels(visibleMenu(menu, { permissions: [] }))).toEqual(['company.menu.main']);
    expect(labels(visibleMenu(menu, { permissions: undefined }))).toEqual(['company.menu.main']);
    expect(labels(visibleMenu(menu, { permissions: ['list users'] }))).toEqual([
      'company.menu.main',
      'company.menu.admin_users',
    ]);
  });

  it('opens a group for any of its permissions and keeps only the allowed entries inside', () => {
    const visible = visibleMenu(menu, { permissions: ['list articles sections'] });
    expect(labels(visible)).toEqual(['company.menu.main', 'company.menu.articles_sections']);
    expect(visible.map((node) => node.labelKey)).toEqual(['company.menu.main', 'company.menu.magazine']);
  });

  it("applies a group's own any-of rule", () => {
    expect(labels(visibleMenu(menu, { permissions: ['list finance market'] }))).toEqual([
      'company.menu.main',
      'company.menu.news',
    ]);
    expect(labels(visibleMenu(menu, { permissions: ['list roles'] }))).toEqual(['company.menu.main']);
  });

  it('drops entries whose screen does not exist, and groups left empty', () => {
    const visible = visibleMenu(menu, {
      permissions: ['list users', 'list articles', 'list articles sections'],
      isAvailable: (path) => path === '/admin/main',
    });
    expect(visible.map((node) => node.labelKey)).toEqual(['company.menu.main']);
  });

  it('guards a path with its entry rule and its group rule', () => {
    expect(canOpenPath(menu, '/admin/admin-users', ['list users'])).toBe(true);
    expect(canOpenPath(menu, '/admin/admin-users/5', [])).toBe(false);
    expect(canOpenPath(menu, '/admin/users-legacy', [])).toBe(false);
    expect(canOpenPath(menu, '/admin/news/add-news', [])).toBe(false);
    expect(canOpenPath(menu, '/admin/news/add-news', ['list investor questions'])).toBe(true);
    // Longest prefix wins: /admin/articles-sections is not under /admin/articles.
    expect(canOpenPath(menu, '/admin/articles-sections', ['list articles'])).toBe(false);
    // A path no entry owns is open to any signed-in user.
    expect(canOpenPath(menu, '/admin/elsewhere', [])).toBe(true);
  });

  it('marks an entry active for its own path and the pages below it only', () => {
    expect(isActivePath(users, '/admin/admin-users')).toBe(true);
    expect(isActivePath(users, '/admin/admin-users/3/edit')).toBe(true);
    expect(isActivePath(users, '/admin/users-legacy')).toBe(true);
    expect(isActivePath(users, '/admin/admin-users-archive')).toBe(false);
    expect(isActivePath(articles, '/admin/articles-sections')).toBe(false);
  });
});
