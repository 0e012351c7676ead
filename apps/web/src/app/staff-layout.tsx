import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider, MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type CSSProperties, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { dirOf, getLang } from '../shared/lang';
import { SessionProvider } from '../shared/session';
import { STAFF_HEADER_HEIGHT } from '../shared/staff/header-height';
import styles from './staff-layout.module.css';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toasts' container. Each toast's close button is named in the screen's language (Mantine's has
 * no name: a critical finding of axe on every screen showing one). Its own Suspense: the strings may
 * still be loading, and toasts shown meanwhile wait in the store until it mounts.
 */
export function StaffToasts() {
  const { t } = useTranslation('toolkit');
  const close = t('actions.close');
  const named = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider theme={named}>
      <Notifications
        position="top-center"
        limit={3}
        classNames={{ root: styles.toasts }}
        style={{ '--staff-header-height': `${STAFF_HEADER_HEIGHT}px` } as CSSProperties}
      />
    </MantineThemeProvider>
  );
}

/**
 * Wraps /login, /admin and /store-admin: Mantine with its stylesheet and direction, the signed-in
 * session and toast notifications live in this chunk so the public site does not pay for them.
 */
function StaffLayout() {
  return (
    <DirectionProvider initialDirection={dirOf(getLang())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <SessionProvider>
          <Suspense fallback={null}>
            <StaffToasts />
          </Suspense>
          <Outlet />
        </SessionProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

export default StaffLayout;
