import { type CouponItem, couponFormBody } from '@app/contracts';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeRangeField } from '../../shared/fields/date-time-range-field';
import { MoneyField } from '../../shared/fields/money-field';
import { NumberField } from '../../shared/fields/number-field';
import { ProductPickerField } from '../../shared/fields/product-picker-field';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useSaveCoupon } from './api';

/** The discount in the unit its type reads: riyals, or a whole percent with its cap. */
function DiscountFields() {
  const { t } = useTranslation('store-promotions');
  const { control, setValue } = useFormContext();
  const type = useWatch({ control, name: 'discount_type' }) as string | null;
  // A value typed for the other unit means nothing in this one.
  const previous = useRef(type);
  useEffect(() => {
    if (previous.current !== type) {
      setValue('discount', null, { shouldDirty: true });
      setValue('max_discount', null, { shouldDirty: true });
    }
    previous.current = type;
  }, [type, setValue]);
  const options = [
    { value: 'fixed_amount', label: t('discount_types.fixed_amount') },
    { value: 'percentage', label: t('discount_types.percentage') },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: type === 'percentage' ? 3 : 2 }} spacing="md">
      <SelectField name="discount_type" options={options} required allowDeselect={false} />
      {type === 'percentage' ? (
        <>
          <NumberField
            name="discount"
            required
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            suffix="%"
            description={t('coupons.percent_hint')}
          />
          <MoneyField name="max_discount" description={t('coupons.max_discount_hint')} />
        </>
      ) : (
        <MoneyField name="discount" required />
      )}
    </SimpleGrid>
  );
}

/** The add/edit popup of a discount code. */
export function CouponForm({ item, onDone }: { item?: CouponItem; onDone(): void }) {
  const { t } = useTranslation('store-promotions');
  const save = useSaveCoupon(item ? item.id : null);
  const controller = useResourceForm({
    schema: couponFormBody,
    defaultValues: {
      code: item?.code ?? '',
      discount_type: item?.discount_type ?? 'percentage',
      discount: item ? (item.discount_type === 'percentage' ? Number(item.discount) : item.discount) : undefined,
      max_discount: item?.max_discount ?? undefined,
      authorized_to: item?.authorized_to ?? undefined,
      status: item?.status ?? 1,
      start_date: item?.start_date ?? null,
      end_date: item?.end_date ?? null,
      products: item?.products.map((product) => product.id) ?? [],
    },
    fields: 'store-promotions:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('coupons.saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="code" dir="ltr" required autoComplete="off" description={t('coupons.code_hint')} />
        <SwitchField name="status" label="store-promotions:status.on" mt={{ sm: 'xl' }} />
      </SimpleGrid>
      <DiscountFields />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField
          name="authorized_to"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          description={t('coupons.authorized_to_hint')}
        />
        {item && (
          <TextInput
            label={t('fields.usage_count')}
            value={String(item.usage_count)}
            readOnly
            variant="filled"
            description={t('coupons.usage_hint')}
          />
        )}
      </SimpleGrid>
      <div>
        <DateTimeRangeField names={{ from: 'start_date', to: 'end_date' }} />
        <TextHint text={t('coupons.validity_hint')} />
      </div>
      <ProductPickerField name="products" known={item?.products} emptyText={t('coupons.no_products')} />
    </ResourceForm>
  );
}

/** A hint under a field group that has no description slot of its own. */
export function TextHint({ text }: { text: string }) {
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {text}
    </Text>
  );
}
