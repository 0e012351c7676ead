import { useTranslation } from 'react-i18next';
import { getLang } from '../../shared/lang';
import { useMenu } from '../common/queries';
import { PUBLIC_PAGES } from '../constants';
import { menuEntries, type NavEntry } from './menu';

/**
 * The menu from GET /api/menu in the active language; the public pages when it fails or is empty.
 * `null` while it loads (the header keeps the space).
 */
export function useNavEntries(): NavEntry[] | null {
  const { t } = useTranslation('public');
  const menu = useMenu();
  if (menu.isPending) return null;
  const entries = menu.data ? menuEntries(menu.data, getLang()) : [];
  if (entries.length > 0) return entries;
  return PUBLIC_PAGES.map((page) => ({
    key: page.key,
    href: page.uri,
    label: t(`nav.pages.${page.key}`),
    external: false,
  }));
}
