import { AppShell, Avatar, Box, Burger, Button, Group, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type MouseEvent, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '../error-boundary';
import { LanguageSwitch } from '../language-switch';
import { TitleSuffixProvider } from '../page-header';
import { PageLoader } from '../page-loader';
import { useSession } from '../session';
import { ForbiddenPage } from './guards';
import { STAFF_HEADER_HEIGHT } from './header-height';
import { IconLogout } from './icons';
import { canOpenPath, isActivePath, isMenuGroup, type MenuNode, type ShellKey, visibleMenu } from './menu-model';
import { StaffHomeContext } from './screen-routes';
import styles from './staff-frame.module.css';

/** The routed screen's region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame both back-offices share: header (burger, title, area controls, language, profile,
 * sign-out), the side menu built from the area's declaration, and the routed screen, guarded by
 * the rule of the menu entry that owns the current path.
 */
export interface StaffFrameProps {
  /** The area's whole menu declaration; hidden entries are filtered here. */
  menu: readonly MenuNode[];
  /** Whether an entry's screen exists (entries without one are not linked). */
  isAvailable?: (path: string) => boolean;
  /** `shell` namespace key of the area title. */
  titleKey: ShellKey;
  homePath: string;
  /** Area-specific controls in the header (sync, notifications). */
  headerExtras?: ReactNode;
  /** Extra entries under the menu (the store's sign-out link). */
  navFooter?: ReactNode;
}

export function StaffFrame({ menu, isAvailable, titleKey, homePath, headerExtras, navFooter }: StaffFrameProps) {
  const { t } = useTranslation('shell');
  const { profile } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  // On small screens the menu is an overlay: close it once the user has picked a page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => close(), [pathname]);

  const nodes = visibleMenu(menu, { permissions: profile?.permissions, isAvailable });

  return (
    <AppShell
      header={{ height: STAFF_HEADER_HEIGHT }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? 'header.close_menu' : 'header.open_menu')}
              aria-expanded={opened}
              aria-controls="staff-navbar"
            />
            <Title order={2} size="h4" lineClamp={1}>
              <Link to={homePath} style={{ color: 'inherit', textDecoration: 'none' }}>
                {t(titleKey)}
              </Link>
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {headerExtras}
            {/* On small screens the language switch moves into the menu to leave room for the title. */}
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
            <ProfileBlock />
            <SignOutButton />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="staff-navbar" p="xs" aria-label={t('menu.label')}>
        <AppShell.Section grow component={ScrollArea}>
          <MenuNav nodes={nodes} pathname={pathname} />
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm" p="xs">
          <LanguageSwitch />
        </AppShell.Section>
        {navFooter && <AppShell.Section>{navFooter}</AppShell.Section>}
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* Every screen's tab title ends with the area's name (see PageHeader). */}
        <TitleSuffixProvider value={t(titleKey)}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <StaffHomeContext.Provider value={homePath}>
                {canOpenPath(menu, pathname, profile?.permissions) ? <Outlet /> : <ForbiddenPage homePath={homePath} />}
              </StaffHomeContext.Provider>
            </Suspense>
          </ErrorBoundary>
        </TitleSuffixProvider>
      </AppShell.Main>
    </AppShell>
  );
}

export function MenuNav({ nodes, pathname }: { nodes: readonly MenuNode[]; pathname: string }) {
  const { t } = useTranslation('shell');
  return (
    <div>
      {nodes.map((node) => {
        if (!isMenuGroup(node)) {
          const active = isActivePath(node, pathname);
          return (
            <NavLink
              key={node.path}
              component={Link}
              to={node.path}
              label={t(node.labelKey)}
              leftSection={<node.icon size={20} />}
              rightSection={node.badge && <node.badge />}
              active={active}
              aria-current={active ? 'page' : undefined}
            />
          );
        }
        const containsActive = node.children.some((child) => isActivePath(child, pathname));
        return (
          <MenuGroup
            key={node.labelKey}
            label={t(node.labelKey)}
            icon={<node.icon size={20} />}
            containsActive={containsActive}
          >
            {node.children.map((child) => {
              const active = isActivePath(child, pathname);
              return (
                <NavLink
                  key={child.path}
                  component={Link}
                  to={child.path}
                  label={t(child.labelKey)}
                  leftSection={<child.icon size={18} />}
                  rightSection={child.badge && <child.badge />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                />
              );
            })}
          </MenuGroup>
        );
      })}
    </div>
  );
}

/**
 * A group of the menu: a button that opens and closes its entries and says which it is
 * (`aria-expanded`); opened when it holds the current screen.
 */
function MenuGroup({
  label,
  icon,
  containsActive,
  children,
}: {
  label: string;
  icon: ReactNode;
  containsActive: boolean;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(containsActive);
  useEffect(() => {
    if (containsActive) setOpened(true);
  }, [containsActive]);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      leftSection={icon}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={28}
    >
      {children}
    </NavLink>
  );
}

/**
 * "Skip to main content": the first thing the keyboard reaches on every screen, shown only while it
 * has the focus; it moves the focus to the screen's region, so the next Tab is the screen's first control.
 */
function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skip}>
      {t('header.skip_to_content')}
    </a>
  );
}

function ProfileBlock() {
  const { profile } = useSession();
  const { t } = useTranslation('shell');
  if (!profile) return null;
  const role = profile.role[0];
  return (
    <Group gap="xs" wrap="nowrap" aria-label={t('header.profile')}>
      <Avatar
        src={profile.image || null}
        name={profile.name}
        color="initials"
        radius="xl"
        size={36}
        alt={profile.name}
      />
      <Stack gap={0} visibleFrom="md" miw={0}>
        <Text size="sm" fw={500} lineClamp={1}>
          {profile.name}
        </Text>
        {role && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {role}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Signs out on the server, drops the token and goes to /login. */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return {
    pending,
    signOut: async () => {
      setPending(true);
      try {
        await signOut();
      } finally {
        setPending(false);
        navigate('/login', { replace: true });
      }
    },
  };
}

function SignOutButton() {
  const { t } = useTranslation('shell');
  const { signOut, pending } = useSignOut();
  return (
    <Button
      variant="subtle"
      color="gray"
      onClick={signOut}
      loading={pending}
      leftSection={<IconLogout size={18} />}
      aria-label={t('header.sign_out')}
      px="xs"
    >
      <Text span size="sm" visibleFrom="md">
        {t('header.sign_out')}
      </Text>
    </Button>
  );
}
