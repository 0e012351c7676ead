import {
  type OfferDetail,
  type OfferItem,
  type OfferType,
  offerAmountsText,
  offerFields,
  offerRules,
} from '@app/contracts';
import { Input, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../shared/bidi-text';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { DateTimeRangeField } from '../../shared/fields/date-time-range-field';
import { FileSlot } from '../../shared/fields/file-slot';
import { MoneyField } from '../../shared/fields/money-field';
import { NumberField } from '../../shared/fields/number-field';
import { ProductPickerField } from '../../shared/fields/product-picker-field';
import { useResourceOptions } from '../../shared/fields/resource-options';
import { SelectField } from '../../shared/fields/select-field';
import { fileSlot, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues, useTranslated } from '../../shared/translations';
import { storeCategories } from '../catalogue/api';
import { OFFERS_LIST, offers, useOfferTypes } from './api';
import { TextHint } from './coupon-form';

/**
 * The offer rules of the contracts over the form's fields (the spreadsheet is a file slot here), then
 * the amounts written back as the API reads them; the file travels only when importing from one.
 */
const schema = offerRules(offerFields.extend({ products_file: fileSlot })).transform((value) => {
  const { products_file: file, ...rest } = value;
  return {
    ...rest,
    ...offerAmountsText(value),
    ...(value.add_method === 'addExcel' && file instanceof File ? { products_file: file } : {}),
  };
});

const SPREADSHEETS = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A whole number typed in its own field (counts, percents). */
function WholeField({ name, percent, hint, max }: { name: string; percent?: boolean; hint: string; max: number }) {
  return (
    <NumberField
      name={name}
      required
      min={1}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      suffix={percent ? '%' : undefined}
      description={hint}
    />
  );
}

/** The amounts the chosen type needs (specification section 5), and nothing else. */
function AmountFields() {
  const { t } = useTranslation('store-promotions');
  const { control, setValue } = useFormContext();
  const type = useWatch({ control, name: 'type' }) as OfferType | null;
  // Riyals and percent share `discount_amount`: a value typed for one type means nothing in the other.
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== type) setValue('discount_amount', null, { shouldDirty: true });
    previous.current = type;
  }, [type, setValue]);
  switch (type) {
    case 'one_and_other_free':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <WholeField name="bought_count" max={100} hint={t('offers.bought_hint')} />
          <WholeField name="free_count" max={100} hint={t('offers.free_hint')} />
        </SimpleGrid>
      );
    case 'one_and_discount_on_second':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <WholeField name="bought_count" max={100} hint={t('offers.bought_hint')} />
          <WholeField name="discount_on_second_one" percent max={100} hint={t('offers.second_hint')} />
        </SimpleGrid>
      );
    case 'fixed_amount':
      return (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MoneyField name="discount_amount" required description={t('offers.fixed_hint')} />
          <MoneyField name="min_price_to_apply" required description={t('offers.min_price_hint')} />
        </SimpleGrid>
      );
    case 'percentage':
      return (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <WholeField name="discount_amount" percent max={100} hint={t('offers.percent_hint')} />
          <MoneyField name="max_price_to_apply" required description={t('offers.max_price_hint')} />
          <MoneyField name="min_price_to_apply" required description={t('offers.min_price_hint')} />
        </SimpleGrid>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          {t('offers.type_first')}
        </Text>
      );
  }
}

/** Products picked one by one, or also imported from a spreadsheet of codes (`addExcel`). */
function ProductFields({ known }: { known: OfferDetail['products'] | undefined }) {
  const { t } = useTranslation('store-promotions');
  const { control } = useFormContext();
  const { field } = useController({ control, name: 'add_method' });
  return (
    <Stack gap="sm">
      <Input.Wrapper label={t('fields.add_method')}>
        <div>
          <SegmentedControl
            mt={4}
            value={field.value ?? 'normal'}
            onChange={field.onChange}
            data={[
              { value: 'normal', label: t('offers.add_methods.normal') },
              { value: 'addExcel', label: t('offers.add_methods.addExcel') },
            ]}
          />
        </div>
      </Input.Wrapper>
      {field.value === 'addExcel' && (
        <div>
          <FileSlot name="products_file" accept={SPREADSHEETS} required />
          <Text size="xs" c="dimmed" mt={4}>
            <Isolated text={t('offers.file_intro')} />
          </Text>
        </div>
      )}
      <ProductPickerField name="products" known={known} emptyText={t('offers.no_products')} />
    </Stack>
  );
}

function OfferForm({ item, onDone }: { item?: OfferDetail; onDone(): void }) {
  const { t } = useTranslation('store-promotions');
  const translated = useTranslated();
  const client = useQueryClient();
  const save = offers.useSave(item?.id);
  const types = useOfferTypes();
  const typeOptions = {
    data: types.data?.data.map((type) => ({ value: type.key, label: type.name })),
    isPending: types.isPending,
    isError: types.isError,
  };
  const categories = useResourceOptions(storeCategories, (row) => translated(row.translation, 'name'));
  // An offer's category may be one the category list does not show (past its first page).
  const categoryOptions =
    item && categories.data && !categories.data.some((option) => option.value === String(item.category.id))
      ? { ...categories, data: [{ value: String(item.category.id), label: item.category.name }, ...categories.data] }
      : categories;
  const number = (value: number | null | undefined) => value ?? undefined;
  const controller = useResourceForm({
    schema,
    defaultValues: {
      translation: translationValues(item?.translation, ['name'], 'local'),
      type: item?.type,
      status: item?.status ?? 1,
      start_date: item?.start_date,
      end_date: item?.end_date,
      category_id: item?.category.id,
      discount_amount:
        item?.discount_amount == null
          ? undefined
          : item.type === 'percentage'
            ? Number(item.discount_amount)
            : item.discount_amount,
      min_price_to_apply: item?.min_price_to_apply ?? undefined,
      max_price_to_apply: item?.max_price_to_apply ?? undefined,
      bought_count: number(item?.bought_count),
      free_count: number(item?.free_count),
      discount_on_second_one: number(item?.discount_on_second_one),
      add_method: 'normal',
      products: item?.products.map((product) => product.id) ?? [],
      products_file: null,
    },
    fields: 'store-promotions:fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['product-offers'] });
      onDone();
    },
    successNotification: t('offers.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="store-promotions:fields.name" names={bilingualNames('translation', 'name')} required />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField name="type" options={typeOptions} required allowDeselect={false} />
        <SelectField name="category_id" options={categoryOptions} required searchable allowDeselect={false} />
        <SelectField
          name="status"
          required
          allowDeselect={false}
          options={[
            { value: '1', label: t('status.on') },
            { value: '0', label: t('status.off') },
          ]}
        />
      </SimpleGrid>
      <div>
        <DateTimeRangeField names={{ from: 'start_date', to: 'end_date' }} required />
        <TextHint text={t('offers.period_hint')} />
      </div>
      <AmountFields />
      <ProductFields known={item?.products} />
    </ResourceForm>
  );
}

/** /store-admin/offers/add-offer and add-offer/{id}; back to the list once saved. */
export function OfferFormPage() {
  const page = useRecordForm<OfferItem & Partial<Pick<OfferDetail, 'products'>>>(offers, OFFERS_LIST);
  return (
    <FormPage title={page.id ? 'store-promotions:offers.edit' : 'store-promotions:offers.add'} {...page.status}>
      <OfferForm key={page.id ?? 'new'} item={page.item as OfferDetail | undefined} onDone={page.backToList} />
    </FormPage>
  );
}
