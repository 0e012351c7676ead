import { type MagazineSubcategoryItem, magazineSubcategoryBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { sections, subsections, useNameOf } from './api';
import { NameFields, nameValues, routeId } from './name-form';

const listOf = (sectionId: number) => `/admin/articles-sub-sections/${sectionId}`;

/** The section's name after the screen title, once it is known. */
function useSectionName(sectionId: number): string {
  const section = sections.useDetail(sectionId);
  const nameOf = useNameOf();
  return section.data ? nameOf(section.data) : '';
}

function SubsectionsList({ sectionId }: { sectionId: number }) {
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const sectionName = useSectionName(sectionId);
  const columns: Column<MagazineSubcategoryItem>[] = [
    { key: 'name', header: 'magazine-admin:columns.name', render: nameOf },
    { key: 'articles_count', header: 'magazine-admin:columns.articles', align: 'center' },
  ];
  const remove = useDeleteAction<MagazineSubcategoryItem>(subsections, {
    permission: 'delete articles sections',
    message: 'magazine-admin:subsections.delete_confirm',
  });
  const { t } = useTranslation('magazine-admin');
  return (
    <>
      <PageHeader
        title={
          sectionName
            ? { text: t('subsections.title_of', { section: sectionName }) }
            : 'magazine-admin:subsections.title'
        }
        action={
          <AddButton
            label="magazine-admin:subsections.add"
            permission="add articles sections"
            onClick={() => navigate(`${listOf(sectionId)}/add-articles-sub-sections`)}
          />
        }
      />
      <DataTable
        resource={subsections}
        label="magazine-admin:subsections.title"
        columns={columns}
        params={{ magazine_category_id: sectionId }}
        actions={[
          editAction<MagazineSubcategoryItem>(
            (row) => navigate(`${listOf(sectionId)}/add-articles-sub-sections/${row.id}`),
            'update articles sections',
          ),
          remove,
        ]}
        rowLabel={nameOf}
      />
    </>
  );
}

function SubsectionForm({ sectionId, subsection }: { sectionId: number; subsection?: MagazineSubcategoryItem }) {
  const { t } = useTranslation('magazine-admin');
  const navigate = useNavigate();
  const save = subsections.useSave(subsection?.id);
  const back = () => navigate(listOf(sectionId));
  const controller = useResourceForm({
    schema: magazineSubcategoryBody,
    defaultValues: { magazine_category_id: sectionId, translation: nameValues(subsection) },
    fields: 'magazine-admin:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: back,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={back}>
      <NameFields />
    </ResourceForm>
  );
}

function SubsectionFormPage({ sectionId }: { sectionId: number }) {
  // The edit is chosen by the subsection id in the route.
  const page = useRecordForm(subsections, listOf(sectionId), { param: 'subID' });
  return (
    <FormPage title={page.id ? 'magazine-admin:subsections.edit' : 'magazine-admin:subsections.add'} {...page.status}>
      <SubsectionForm key={page.id ?? 'new'} sectionId={sectionId} subsection={page.item} />
    </FormPage>
  );
}

export default function SubsectionsScreen() {
  // The screen's texts before its first render, so no raw key shows while they load.
  useTranslation('magazine-admin');
  const sectionId = routeId(useParams().id);
  if (sectionId === null) return null;
  return (
    <ScreenRoutes>
      <Route index element={<SubsectionsList sectionId={sectionId} />} />
      <Route path="add-articles-sub-sections" element={<SubsectionFormPage sectionId={sectionId} />} />
      <Route path="add-articles-sub-sections/:subID" element={<SubsectionFormPage sectionId={sectionId} />} />
    </ScreenRoutes>
  );
}
