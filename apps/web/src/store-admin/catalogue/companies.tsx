import { type InsuranceCompanyItem, insuranceCompanyBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { Thumbnail, TranslatedText } from '../../shared/data-table/cells';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { SwitchField } from '../../shared/fields/switch-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { createResource } from '../../shared/resource';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { ShownBadge } from './product-columns';

const companies = createResource<InsuranceCompanyItem>({
  key: 'insurance-companies',
  path: '/admin/companies',
  update: 'method-override',
});
const LIST = '/store-admin/companies';
const schema = insuranceCompanyBody.extend({ logo: fileSlot });

const columns: Column<InsuranceCompanyItem>[] = [
  { key: 'logo', header: 'store-catalogue:companies.logo', width: 80, render: (row) => <Thumbnail src={row.logo} /> },
  {
    key: 'name',
    header: 'store-catalogue:companies.name',
    render: (row) => <TranslatedText entries={row.translation} field="name" />,
  },
  { key: 'status', header: 'store-catalogue:columns.status', render: (row) => <ShownBadge active={row.active} /> },
];

function CompaniesList() {
  const translated = useTranslated();
  return (
    <ListPage<InsuranceCompanyItem>
      resource={companies}
      title="store-catalogue:companies.title"
      columns={columns}
      filters={[{ type: 'text', name: 'name', label: 'store-catalogue:companies.search' }]}
      empty="store-catalogue:companies.empty"
      add={{ label: 'store-catalogue:companies.add', permission: 'manage companies', path: 'add-company' }}
      edit={{ permission: 'manage companies', path: (row) => `add-company/${row.id}` }}
      remove={{ permission: 'manage companies', message: 'store-catalogue:companies.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
      minWidth={480}
    />
  );
}

function CompanyForm({ item, onDone }: { item?: InsuranceCompanyItem; onDone(): void }) {
  const { t } = useTranslation('store-catalogue');
  const save = companies.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      active: item?.active ?? 1,
      translation: translationValues(item?.translation, ['name'], 'local'),
      logo: storedFile(item?.logo),
    },
    fields: 'store-catalogue:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('companies.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="store-catalogue:fields.name" names={bilingualNames('translation', 'name')} required />
      <ImageSlot name="logo" />
      <SwitchField name="active" />
    </ResourceForm>
  );
}

function CompanyFormPage() {
  const page = useRecordForm(companies, LIST);
  return (
    <FormPage title={page.id ? 'store-catalogue:companies.edit' : 'store-catalogue:companies.add'} {...page.status}>
      <CompanyForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/** /store-admin/companies: the insurance companies, with their form at add-company[/{id}]. */
export default function CompaniesScreen() {
  useTranslation('store-catalogue');
  return (
    <ScreenRoutes>
      <Route index element={<CompaniesList />} />
      <Route path="add-company/:id?" element={<CompanyFormPage />} />
    </ScreenRoutes>
  );
}
