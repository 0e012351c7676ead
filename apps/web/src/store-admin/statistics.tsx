import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../shared/page-header';
import { IconChart } from '../shared/staff/icons';
import { STORE_HOME } from './menu';

/**
 * /store-admin/statistics, the store dashboard of the spec (orders, sales, users). Orders are not
 * kept by this platform yet, so there is nothing to count: the page says so plainly instead of
 * showing zeros, and points to what the user can open.
 */
export default function StoreStatisticsPage() {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="md" maw={760}>
      <PageHeader title="shell:store.statistics.title" />
      <Alert variant="light" color="blue" icon={<IconChart size={20} />} title={t('store.statistics.empty_title')}>
        <Text size="sm">{t('store.statistics.empty_body')}</Text>
      </Alert>
      <div>
        <Button component={Link} to={STORE_HOME} variant="light">
          {t('store.statistics.sections')}
        </Button>
      </div>
    </Stack>
  );
}
