import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/page-header';
import { PermissionGate } from '../../shared/permission-gate';
import { useSession } from '../../shared/session';
import type { AreaPageProps } from '../../shared/staff/area-routes';
import { IconArrowForward } from '../../shared/staff/icons';
import { type MenuLink, menuLinks, visibleMenu } from '../../shared/staff/menu-model';
import { COMPANY_HOME, companyMenu } from '../menu';
import { VisitStatistics } from '../widgets/visit-statistics';

/** /admin/main, the company home: greets the user and links every section the menu lets them open. */
export function CompanyAdminHome({ isAvailable }: AreaPageProps) {
  const { t } = useTranslation('shell');
  const { profile } = useSession();

  // The heading greets the user; the tab names the screen.
  useDocumentTitle(t('company.main.title'));

  const links = menuLinks(visibleMenu(companyMenu, { permissions: profile?.permissions, isAvailable })).filter(
    (link) => link.path !== COMPANY_HOME,
  );
  const role = profile?.role[0];

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('company.main.greeting', { name: profile?.name ?? '' })}
        </Title>
        {role && <Text c="dimmed">{t('company.main.role', { role })}</Text>}
      </Stack>

      <PermissionGate permission="show visit statistics">
        <VisitStatistics />
      </PermissionGate>

      <Title order={2} size="h4">
        {t('company.main.sections')}
      </Title>
      {links.length === 0 ? (
        <Text c="dimmed">{t('company.main.no_sections')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {links.map((link) => (
            <SectionCard key={link.path} link={link} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function SectionCard({ link }: { link: MenuLink }) {
  const { t } = useTranslation('shell');
  return (
    <Card component={Link} to={link.path} withBorder radius="md" padding="lg" className="section-card">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <link.icon size={22} />
          </ThemeIcon>
          <Text fw={500}>{t(link.labelKey)}</Text>
        </Group>
        <Text c="dimmed" component="span">
          <IconArrowForward size={18} />
        </Text>
      </Group>
    </Card>
  );
}
