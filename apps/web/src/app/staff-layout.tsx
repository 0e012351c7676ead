import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { CSSProperties } from 'react';
import { Outlet } from 'react-router';
import { dirOf, getLang } from '../shared/lang';
import { SessionProvider } from '../shared/session';
import { STAFF_HEADER_HEIGHT } from '../shared/staff/header-height';
import styles from './staff-layout.module.css';
import { cssVariablesResolver, theme } from './theme';

/**
 * Wraps /login, /admin and /store-admin: Mantine with its stylesheet and direction, the signed-in
 * session and toast notifications live in this chunk so the public site does not pay for them.
 */
export function StaffLayout() {
  return (
    <DirectionProvider initialDirection={dirOf(getLang())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <SessionProvider>
          <Notifications
            position="top-center"
            limit={3}
            classNames={{ root: styles.toasts }}
            style={{ '--staff-header-height': `${STAFF_HEADER_HEIGHT}px` } as CSSProperties}
          />
          <Outlet />
        </SessionProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

export default StaffLayout;
