import { type MagazineCategoryItem, magazineCategoryBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { IconList } from '../../shared/icons';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { sections, useNameOf } from './api';
import { NameFields, nameValues } from './name-form';

const LIST = '/admin/articles-sections';

function SectionsList() {
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const columns: Column<MagazineCategoryItem>[] = [
    { key: 'name', header: 'magazine-admin:columns.name', render: nameOf },
    { key: 'subcategories_count', header: 'magazine-admin:columns.subsections', align: 'center' },
    { key: 'articles_count', header: 'magazine-admin:columns.articles', align: 'center' },
  ];
  const remove = useDeleteAction<MagazineCategoryItem>(sections, {
    permission: 'delete articles sections',
    message: 'magazine-admin:sections.delete_confirm',
  });
  return (
    <>
      <PageHeader
        title="magazine-admin:sections.title"
        action={
          <AddButton
            label="magazine-admin:sections.add"
            permission="add articles sections"
            onClick={() => navigate(`${LIST}/add-articles-sections`)}
          />
        }
      />
      <DataTable
        resource={sections}
        label="magazine-admin:sections.title"
        columns={columns}
        actions={[
          {
            key: 'subsections',
            label: 'magazine-admin:sections.subsections',
            icon: <IconList />,
            onClick: (row) => navigate(`/admin/articles-sub-sections/${row.id}`),
          },
          editAction<MagazineCategoryItem>(
            (row) => navigate(`${LIST}/add-articles-sections/${row.id}`),
            'update articles sections',
          ),
          remove,
        ]}
        rowLabel={nameOf}
      />
    </>
  );
}

function SectionForm({ section }: { section?: MagazineCategoryItem }) {
  const { t } = useTranslation('magazine-admin');
  const navigate = useNavigate();
  const save = sections.useSave(section?.id);
  const controller = useResourceForm({
    schema: magazineCategoryBody,
    defaultValues: { translation: nameValues(section) },
    fields: 'magazine-admin:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: () => navigate(LIST),
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={() => navigate(LIST)}>
      <NameFields />
    </ResourceForm>
  );
}

function SectionFormPage() {
  const page = useRecordForm(sections, LIST);
  return (
    <FormPage title={page.id ? 'magazine-admin:sections.edit' : 'magazine-admin:sections.add'} {...page.status}>
      <SectionForm key={page.id ?? 'new'} section={page.item} />
    </FormPage>
  );
}

export default function SectionsScreen() {
  // The screen's texts before its first render, so no raw key shows while they load.
  useTranslation('magazine-admin');
  return (
    <ScreenRoutes>
      <Route index element={<SectionsList />} />
      <Route path="add-articles-sections" element={<SectionFormPage />} />
      <Route path="add-articles-sections/:id" element={<SectionFormPage />} />
    </ScreenRoutes>
  );
}
