import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session';
import type { AreaPageProps } from '../../shared/staff/area-routes';
import { type MenuLink, menuLinks, visibleMenu } from '../../shared/staff/menu-model';
import { isOtherArea, storeMenu } from '../menu';

/**
 * /store-admin, the store home: the store sections the user's permissions open, straight from the menu
 * declaration; only sections whose screens exist are listed.
 */
export function StoreAdminHome({ isAvailable }: AreaPageProps) {
  const { t } = useTranslation('shell');
  const { profile } = useSession();

  // Only store sections: the link to the company back-office stays in the menu.
  const granted = menuLinks(visibleMenu(storeMenu, { permissions: profile?.permissions, isAvailable })).filter(
    (link) => !isOtherArea(link.path),
  );

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <PageHeader title="shell:store.overview.title" />
        <Text c="dimmed">
          {granted.length === 0 ? t('store.overview.none') : t('store.overview.granted', { count: granted.length })}
        </Text>
      </Stack>
      {granted.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {granted.map((link) => (
            <SectionTile key={link.path} link={link} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SectionTile({ link }: { link: MenuLink }) {
  const { t } = useTranslation('shell');
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light">
          <link.icon size={20} />
        </ThemeIcon>
        <Anchor component={Link} to={link.path} fw={500}>
          {t(link.labelKey)}
        </Anchor>
      </Group>
    </Card>
  );
}
