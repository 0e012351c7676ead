import { type StoreCategoryItem, storeCategoryBody } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { Isolated } from '../../shared/bidi-text';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column, RowAction } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { IconList } from '../../shared/icons';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { CATEGORIES_LIST, storeCategories, subcategoriesList } from './api';
import { useFeaturedColumn } from './feature-button';
import { catalogueColumns } from './product-columns';

const schema = storeCategoryBody.extend({ image: fileSlot, banner: fileSlot });

function CategoriesList() {
  const navigate = useNavigate();
  const translated = useTranslated();
  const featured = useFeaturedColumn<StoreCategoryItem>(
    storeCategories,
    (id) => `/admin/categories/${id}/feature`,
    'update products categories',
  );
  const columns: Column<StoreCategoryItem>[] = [
    catalogueColumns.image(),
    catalogueColumns.name(),
    { key: 'subcategories_count', header: 'store-catalogue:columns.subcategories_count', align: 'center' },
    { key: 'products_count', header: 'store-catalogue:columns.products_count', align: 'center' },
    catalogueColumns.shown(),
    featured,
  ];
  const subcategories: RowAction<StoreCategoryItem> = {
    key: 'subcategories',
    label: 'store-catalogue:categories.subcategories',
    icon: <IconList />,
    onClick: (row) => navigate(subcategoriesList(row.id)),
  };
  return (
    <ListPage<StoreCategoryItem>
      resource={storeCategories}
      title="store-catalogue:categories.title"
      columns={columns}
      search="name"
      actions={[subcategories]}
      add={{ label: 'store-catalogue:categories.add', permission: 'add products categories', path: 'add-category' }}
      edit={{ permission: 'update products categories', path: (row) => `add-category/${row.id}` }}
      remove={{ permission: 'delete products categories', message: 'store-catalogue:categories.delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
    />
  );
}

function CategoryForm({ item, onDone }: { item?: StoreCategoryItem; onDone(): void }) {
  const { t } = useTranslation('store-catalogue');
  const save = storeCategories.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      active: item?.active ?? 1,
      link: item?.link ?? '',
      translation: translationValues(item?.translation, ['name', 'title', 'content'], 'local'),
      image: storedFile(item?.image),
      banner: storedFile(item?.banner),
    },
    fields: 'store-catalogue:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('categories.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="store-catalogue:fields.name" names={bilingualNames('translation', 'name')} required />
      <BilingualField label="store-catalogue:fields.title" names={bilingualNames('translation', 'title')} />
      <BilingualField
        label="store-catalogue:fields.content"
        names={bilingualNames('translation', 'content')}
        multiline
      />
      <TextField name="link" dir="ltr" description={<Isolated text={t('categories.link_hint')} />} autoComplete="off" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ImageSlot name="image" />
        <ImageSlot name="banner" hint={t('categories.banner_hint')} />
      </SimpleGrid>
      <SwitchField name="active" />
    </ResourceForm>
  );
}

function CategoryFormPage() {
  const page = useRecordForm(storeCategories, CATEGORIES_LIST);
  return (
    <FormPage title={page.id ? 'store-catalogue:categories.edit' : 'store-catalogue:categories.add'} {...page.status}>
      <CategoryForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/** /store-admin/categories, and its form at add-category and add-category/{id}. */
export default function CategoriesScreen() {
  useTranslation('store-catalogue');
  return (
    <ScreenRoutes>
      <Route index element={<CategoriesList />} />
      <Route path="add-category/:id?" element={<CategoryFormPage />} />
    </ScreenRoutes>
  );
}
