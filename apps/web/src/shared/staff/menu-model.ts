import type { Permission } from '@app/contracts/permissions';
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { allows } from '../session';
import type { IconComponent } from './icons';

/**
 * Side menus are data: each area declares its entries once (labels are keys of the `shell`
 * namespace) and the shell, the landing cards and the guards all read that one declaration.
 */

/** No rule: always shown. A string: that permission. An array: any of them. */
type MenuRule = Permission | readonly Permission[] | null;

/** A key of the `shell` namespace, where the menus' and titles' words live. */
export type ShellKey = ParseKeys<'shell'>;

export interface MenuLink {
  labelKey: ShellKey;
  path: string;
  icon: IconComponent;
  permission: MenuRule;
  /** Other path prefixes that belong to this entry (sibling tabs, legacy spellings): active state and guard. */
  alsoMatches?: readonly string[];
  /** Shown at the entry's end, e.g. a count of new items; it renders nothing when there is nothing to show. */
  badge?: ComponentType;
}

export interface MenuGroup {
  labelKey: ShellKey;
  icon: IconComponent;
  /** The group's own rule (e.g. "any of its list permissions"); its entries keep their own rules too. */
  permission: MenuRule;
  children: readonly MenuLink[];
}

export type MenuNode = MenuLink | MenuGroup;

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'children' in node;
}

export interface MenuFilter {
  permissions: readonly string[] | undefined;
  /** Only entries whose screen exists are linked; defaults to all. */
  isAvailable?: (path: string) => boolean;
}

/** The nodes a user may see: denied entries vanish; a group vanishes when denied or left empty. */
export function visibleMenu(
  nodes: readonly MenuNode[],
  { permissions, isAvailable = () => true }: MenuFilter,
): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of nodes) {
    if (!allows(permissions, node.permission)) continue;
    if (isMenuGroup(node)) {
      const children = node.children.filter(
        (child) => allows(permissions, child.permission) && isAvailable(child.path),
      );
      if (children.length > 0) out.push({ ...node, children });
    } else if (isAvailable(node.path)) {
      out.push(node);
    }
  }
  return out;
}

/** Every link in declaration order, groups flattened (for landing cards and route guards). */
export function menuLinks(nodes: readonly MenuNode[]): MenuLink[] {
  return nodes.flatMap((node) => (isMenuGroup(node) ? [...node.children] : [node]));
}

/** The union of the entries' list permissions: what a group needs when it asks for "any of its lists". */
export function anyOf(links: readonly MenuLink[]): readonly Permission[] {
  const all = links.flatMap((link) =>
    link.permission === null ? [] : typeof link.permission === 'string' ? [link.permission] : link.permission,
  );
  return [...new Set(all)];
}

function underPath(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Length of the longest of the link's prefixes that contains the path, or -1. */
function matchLength(link: MenuLink, pathname: string): number {
  let best = -1;
  for (const prefix of [link.path, ...(link.alsoMatches ?? [])]) {
    if (underPath(prefix, pathname) && prefix.length > best) best = prefix.length;
  }
  return best;
}

/** The menu link that owns a path (longest matching prefix). */
function linkForPath(nodes: readonly MenuNode[], pathname: string): MenuLink | undefined {
  let best: MenuLink | undefined;
  let bestLength = -1;
  for (const link of menuLinks(nodes)) {
    const length = matchLength(link, pathname);
    if (length > bestLength) {
      best = link;
      bestLength = length;
    }
  }
  return best;
}

/**
 * The route guard's question: may these permissions open this path? The owning entry's rule and,
 * for an entry inside a group, the group's rule must both allow it. Paths no entry owns are open
 * to any signed-in user (the server still checks every call).
 */
export function canOpenPath(
  nodes: readonly MenuNode[],
  pathname: string,
  permissions: readonly string[] | undefined,
): boolean {
  const link = linkForPath(nodes, pathname);
  if (!link) return true;
  const group = nodes.find((node): node is MenuGroup => isMenuGroup(node) && node.children.includes(link));
  return allows(permissions, link.permission) && (!group || allows(permissions, group.permission));
}

/** Whether a menu link is the active one for the current URL (its own page or a page below it). */
export function isActivePath(link: MenuLink, pathname: string): boolean {
  return matchLength(link, pathname) >= 0;
}
