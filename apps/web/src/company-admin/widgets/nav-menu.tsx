import { type MenuItem, menuBody } from '@app/contracts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { type ResourceFormController, useResourceForm } from '../../shared/form/use-resource-form';
import { useMenu } from './api';

type MenuForm = z.input<typeof menuBody>;

const toForm = (items: readonly MenuItem[]): MenuForm => ({ items: items.map((item) => ({ ...item })) });

/** /admin/nav-bar-menu: the public header's links, edited and saved as one list. */
export default function NavMenuPage() {
  const menu = useMenu();
  return (
    <FormPage title="widgets:menu.title" {...loadStatus(menu.query)}>
      {menu.query.data && <MenuEditor items={menu.query.data} save={menu.save.mutateAsync} />}
    </FormPage>
  );
}

function MenuEditor({ items, save }: { items: MenuItem[]; save: ReturnType<typeof useMenu>['save']['mutateAsync'] }) {
  const { t } = useTranslation('widgets');
  const controller: ResourceFormController<MenuForm, z.output<typeof menuBody>> = useResourceForm({
    schema: menuBody,
    defaultValues: toForm(items),
    fields: 'widgets:menu',
    successMessage: t('edited'),
    // The order is the rows' order on screen.
    onSubmit: (values) => save({ items: (values.items ?? []).map((item, index) => ({ ...item, order: index + 1 })) }),
    onSuccess: (answer) => controller.form.reset(toForm((answer as { data: MenuItem[] }).data)),
  });
  return (
    <ResourceForm controller={controller}>
      <RepeatableRows
        name="items"
        max={100}
        rowTitle="widgets:menu.row"
        newRow={() => ({ id: null, title_ar: '', title_en: '', uri: '', order: 0, active: 1 })}
      >
        {({ path }) => (
          <Group grow align="flex-start" wrap="wrap">
            <TextField name={`${path}.title_ar`} dir="rtl" miw={180} />
            <TextField name={`${path}.title_en`} dir="ltr" miw={180} />
            <TextField name={`${path}.uri`} dir="ltr" miw={220} placeholder="/about-us" />
            <SwitchField name={`${path}.active`} mt={30} />
          </Group>
        )}
      </RepeatableRows>
    </ResourceForm>
  );
}
