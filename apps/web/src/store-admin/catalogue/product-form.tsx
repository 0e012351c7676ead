import { id, moneyText, type ProductItem, productBody } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { MoneyField } from '../../shared/fields/money-field';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { PRODUCTS_LIST, products, storeCategories, storeSubcategories } from './api';

// The main category only narrows the sub-categories offered; it is required (a sub-category is chosen
// from it) but not sent.
const schema = productBody.extend({
  price: moneyText,
  image: fileSlot,
  category_id: id.transform(() => undefined),
});

/** Main category, then one of its sub-categories (the product is saved with the sub-category only). */
function CategoryFields() {
  const { t } = useTranslation('store-catalogue');
  const translated = useTranslated();
  const { control, setValue } = useFormContext();
  const categoryId = useWatch({ control, name: 'category_id' }) as string | null;
  const name = (row: { translation: { local?: string; name: string }[] }) => translated(row.translation, 'name');
  const categories = useResourceOptions(storeCategories, name);
  const subcategories = useResourceOptions(storeSubcategories, name, {
    params: { category_id: categoryId ?? '' },
    enabled: Boolean(categoryId),
  });
  const previous = useRef(categoryId);
  useEffect(() => {
    if (previous.current !== categoryId) setValue('subcategory_id', null, { shouldDirty: true });
    previous.current = categoryId;
  }, [categoryId, setValue]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SelectField name="category_id" options={categories} required searchable />
      <SelectField
        name="subcategory_id"
        options={subcategories}
        required
        searchable
        disabled={!categoryId}
        placeholder={categoryId ? undefined : t('products.choose_category_first')}
      />
    </SimpleGrid>
  );
}

function ProductForm({ item, onDone }: { item?: ProductItem; onDone(): void }) {
  const { t } = useTranslation('store-catalogue');
  const save = products.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      code: item?.code ?? '',
      price: item?.price ?? null,
      active: item?.active ?? 1,
      wasfy: item?.wasfy ?? 0,
      category_id: item ? String(item.category_id) : null,
      subcategory_id: item ? String(item.subcategory_id) : null,
      translation: translationValues(item?.translation, ['name', 'description'], 'local'),
      image: storedFile(item?.image),
    },
    fields: 'store-catalogue:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('products.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="code" dir="ltr" required autoComplete="off" description={t('products.code_hint')} />
        <MoneyField name="price" required description={t('products.price_hint')} />
      </SimpleGrid>
      <CategoryFields />
      <BilingualField label="store-catalogue:fields.name" names={bilingualNames('translation', 'name')} required />
      <BilingualField
        label="store-catalogue:fields.description"
        names={bilingualNames('translation', 'description')}
        multiline
      />
      <ImageSlot name="image" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SwitchField name="active" />
        <SwitchField name="wasfy" description={t('products.wasfy_hint')} />
      </SimpleGrid>
    </ResourceForm>
  );
}

/** /store-admin/products/add-product and add-product/{id}; back to the list once saved. */
export function ProductFormPage() {
  const page = useRecordForm(products, PRODUCTS_LIST);
  return (
    <FormPage title={page.id ? 'store-catalogue:products.edit' : 'store-catalogue:products.add'} {...page.status}>
      <ProductForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
