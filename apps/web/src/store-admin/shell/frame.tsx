import { Button, NavLink, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '../../shared/staff/area-routes';
import { IconLogout, IconRefresh } from '../../shared/staff/icons';
import { StaffFrame, useSignOut } from '../../shared/staff/staff-frame';
import { STORE_HOME, storeMenu } from '../menu';
import { LiveNotificationsBell } from './notifications';

/** /store-admin layout: the shared staff frame with the store menu, Sync, the bell and a sign-out link. */
export function StoreAdminFrame({ isAvailable }: AreaPageProps) {
  return (
    <StaffFrame
      menu={storeMenu}
      isAvailable={isAvailable}
      titleKey="store.title"
      homePath={STORE_HOME}
      headerExtras={
        <>
          <SyncButton />
          <LiveNotificationsBell />
        </>
      }
      navFooter={<SignOutLink />}
    />
  );
}

/** "Sync": refetches every query on screen (and marks the rest stale). */
export function SyncButton() {
  const { t } = useTranslation('shell');
  const queryClient = useQueryClient();
  const [syncing, setSyncing] = useState(false);

  const sync = async () => {
    setSyncing(true);
    try {
      await queryClient.invalidateQueries();
    } finally {
      setSyncing(false);
    }
  };

  return (
    <Button
      variant="light"
      size="compact-sm"
      onClick={sync}
      loading={syncing}
      leftSection={<IconRefresh size={16} />}
      aria-label={t('store.sync')}
    >
      <Text span size="sm" fw={600} visibleFrom="sm">
        {t('store.sync')}
      </Text>
    </Button>
  );
}

function SignOutLink() {
  const { t } = useTranslation('shell');
  const { signOut, pending } = useSignOut();
  return (
    <NavLink
      component="button"
      type="button"
      onClick={signOut}
      disabled={pending}
      label={t('header.sign_out')}
      leftSection={<IconLogout size={20} />}
      color="red"
    />
  );
}
