import { type HomeStatisticItem, homeStatisticsBody } from '@app/contracts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { type ResourceFormController, useResourceForm } from '../../shared/form/use-resource-form';
import { useHomeStatistics } from './api';

type StatisticsForm = z.input<typeof homeStatisticsBody>;

const toForm = (items: readonly HomeStatisticItem[]): StatisticsForm => ({
  homepage: items.map((item) => ({ ...item })),
});

/** /admin/home-statistics: the figures of the home page's statistics strip. */
export default function HomeStatisticsPage() {
  const statistics = useHomeStatistics();
  return (
    <FormPage title="widgets:statistics.title" {...loadStatus(statistics.query)}>
      {statistics.query.data && <StatisticsEditor items={statistics.query.data} save={statistics.save.mutateAsync} />}
    </FormPage>
  );
}

function StatisticsEditor({
  items,
  save,
}: {
  items: HomeStatisticItem[];
  save: ReturnType<typeof useHomeStatistics>['save']['mutateAsync'];
}) {
  const { t } = useTranslation('widgets');
  const controller: ResourceFormController<StatisticsForm, z.output<typeof homeStatisticsBody>> = useResourceForm({
    schema: homeStatisticsBody,
    defaultValues: toForm(items),
    fields: 'widgets:statistics',
    labels: { homepage: 'widgets:statistics.items' },
    successMessage: t('edited'),
    onSubmit: (values) => save(values),
    onSuccess: (answer) => controller.form.reset(toForm((answer as { data: HomeStatisticItem[] }).data)),
  });
  return (
    <ResourceForm controller={controller}>
      <RepeatableRows
        name="homepage"
        max={50}
        rowTitle="widgets:statistics.row"
        newRow={() => ({ id: null, title_ar: '', title_en: '', value: '' })}
      >
        {({ path }) => (
          <Group grow align="flex-start" wrap="wrap">
            <TextField name={`${path}.value`} dir="ltr" miw={120} />
            <TextField name={`${path}.title_ar`} dir="rtl" miw={180} />
            <TextField name={`${path}.title_en`} dir="ltr" miw={180} />
          </Group>
        )}
      </RepeatableRows>
    </ResourceForm>
  );
}
