import { type StoreSubcategoryItem, storeSubcategoryBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route, useParams } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { storeCategories, storeSubcategories, subcategoriesList } from './api';
import { useFeaturedColumn } from './feature-button';
import { catalogueColumns } from './product-columns';

const schema = storeSubcategoryBody.extend({ image: fileSlot });

function SubcategoriesList({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('store-catalogue');
  const translated = useTranslated();
  const category = storeCategories.useDetail(categoryId);
  const featured = useFeaturedColumn<StoreSubcategoryItem>(
    storeSubcategories,
    (id) => `/admin/sub-categories/${id}/feature`,
    'update products categories',
  );
  const columns: Column<StoreSubcategoryItem>[] = [
    catalogueColumns.image(),
    catalogueColumns.name(),
    { key: 'products_count', header: 'store-catalogue:columns.products_count', align: 'center' },
    catalogueColumns.shown(),
    featured,
  ];
  const categoryName = category.data ? translated(category.data.translation, 'name') : '';
  return (
    <ListPage<StoreSubcategoryItem>
      resource={storeSubcategories}
      title="store-catalogue:subcategories.title"
      heading={categoryName ? { text: t('subcategories.title_of', { category: categoryName }) } : undefined}
      columns={columns}
      params={{ category_id: categoryId }}
      add={{
        label: 'store-catalogue:subcategories.add',
        permission: 'add products categories',
        path: 'add-sub-category',
      }}
      edit={{ permission: 'update products categories', path: (row) => `add-sub-category/${row.id}` }}
      remove={{ permission: 'delete products categories', message: 'store-catalogue:subcategories.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
    />
  );
}

function SubcategoryForm({
  categoryId,
  item,
  onDone,
}: {
  categoryId: string;
  item?: StoreSubcategoryItem;
  onDone(): void;
}) {
  const { t } = useTranslation('store-catalogue');
  const translated = useTranslated();
  const save = storeSubcategories.useSave(item?.id);
  const categories = useResourceOptions(storeCategories, (row) => translated(row.translation, 'name'));
  const controller = useResourceForm({
    schema,
    defaultValues: {
      category_id: String(item?.category_id ?? categoryId),
      active: item?.active ?? 1,
      translation: translationValues(item?.translation, ['name'], 'local'),
      image: storedFile(item?.image),
    },
    fields: 'store-catalogue:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('subcategories.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SelectField name="category_id" options={categories} required searchable />
      <BilingualField label="store-catalogue:fields.name" names={bilingualNames('translation', 'name')} required />
      <ImageSlot name="image" />
      <SwitchField name="active" />
    </ResourceForm>
  );
}

function SubcategoryFormPage({ categoryId }: { categoryId: string }) {
  const page = useRecordForm(storeSubcategories, subcategoriesList(categoryId), { param: 'subID' });
  return (
    <FormPage
      title={page.id ? 'store-catalogue:subcategories.edit' : 'store-catalogue:subcategories.add'}
      {...page.status}
    >
      <SubcategoryForm key={page.id ?? 'new'} categoryId={categoryId} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/** /store-admin/sub-category/{id}: a category's sub-categories, with add-sub-category[/{subID}]. */
export default function SubcategoriesScreen() {
  useTranslation('store-catalogue');
  const categoryId = useParams().id;
  if (!categoryId || !/^\d+$/.test(categoryId)) return null;
  return (
    <ScreenRoutes>
      <Route index element={<SubcategoriesList categoryId={categoryId} />} />
      <Route path="add-sub-category/:subID?" element={<SubcategoryFormPage categoryId={categoryId} />} />
    </ScreenRoutes>
  );
}
