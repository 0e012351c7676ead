import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MenuLink, menuLinks, visibleMenu } from '../app/menu-model';
import { useSession } from '../shared/session';
import { storeMenu } from './menu';

/**
 * /store-admin: which store sections the user's permissions grant, straight from the menu
 * declaration. Sections whose screens are served are linked.
 */
export function StoreOverview({ isAvailable }: { isAvailable: (path: string) => boolean }) {
  const { t } = useTranslation('shell');
  const { profile } = useSession();

  useEffect(() => {
    document.title = t('store.title');
  }, [t]);

  const granted = menuLinks(visibleMenu(storeMenu, { permissions: profile?.permissions }));

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('store.overview.title')}
        </Title>
        <Text c="dimmed">
          {granted.length === 0 ? t('store.overview.none') : t('store.overview.granted', { count: granted.length })}
        </Text>
      </Stack>
      {granted.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {granted.map((link) => (
            <SectionTile key={link.path} link={link} available={isAvailable(link.path)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SectionTile({ link, available }: { link: MenuLink; available: boolean }) {
  const { t } = useTranslation('shell');
  const label = t(link.labelKey);
  return (
    <Card withBorder radius="md" padding="md">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" color={available ? undefined : 'gray'}>
            <link.icon size={20} />
          </ThemeIcon>
          {available ? (
            <Anchor component={Link} to={link.path} fw={500}>
              {label}
            </Anchor>
          ) : (
            <Text fw={500}>{label}</Text>
          )}
        </Group>
        {!available && (
          <Badge variant="light" color="gray" size="sm">
            {t('store.overview.not_ready')}
          </Badge>
        )}
      </Group>
    </Card>
  );
}
