import { type BranchItem, branchBody } from '@app/contracts';
import { Divider, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { MultiSelectField } from '../../shared/fields/multi-select-field';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { TimeField } from '../../shared/fields/time-field';
import { type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { LocationField } from '../../shared/map/location-field';
import { branches, useServiceOptions } from './api';

const schema = branchBody.extend({ image: z.custom<SlotValue>().optional() });

const texts = (branch: BranchItem | undefined, locale: 'ar' | 'en') => {
  const entry = branch?.translation.find((t) => t.locale === locale);
  return { locale, name: entry?.name ?? '', city: entry?.city ?? '', address: entry?.address ?? '' };
};

export function toValues(branch?: BranchItem) {
  return {
    code: branch?.code ?? '',
    translation: [texts(branch, 'ar'), texts(branch, 'en')],
    mobile: branch?.mobile ?? '',
    region: branch?.region ?? '',
    google_map_url: branch?.google_map_url ?? '',
    image: branch?.image ? storedFile(branch.image) : null,
    // Saved as chosen (the old form always sent 1).
    active: branch?.active ?? 1,
    is_24_hour: branch?.is_24_hour ?? 0,
    time_from: branch?.time_from ?? '',
    time_to: branch?.time_to ?? '',
    time_shifts: branch?.time_shifts.map(({ time_from, time_to }) => ({ time_from, time_to })) ?? [],
    services: branch?.services.map((s) => s.id) ?? [],
    latitude: branch?.latitude ?? null,
    longitude: branch?.longitude ?? null,
  };
}

function Form({ branch, onDone }: { branch?: BranchItem; onDone(): void }) {
  const { t } = useTranslation('admin-branches');
  const save = branches.useSave(branch?.id);
  const services = useServiceOptions();
  const controller = useResourceForm({
    schema,
    defaultValues: toValues(branch),
    fields: 'admin-branches:fields',
    // Only a newly chosen photo travels; an empty slot keeps the stored one.
    onSubmit: ({ image, ...values }) =>
      save.mutateAsync(toFormData(image instanceof File ? { ...values, image } : values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  const allDay = controller.form.watch('is_24_hour') === 1;

  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="code" required dir="ltr" autoComplete="off" />
        <TextField name="mobile" type="tel" dir="ltr" autoComplete="off" />
      </SimpleGrid>
      <BilingualField
        label="admin-branches:fields.name"
        names={{ ar: 'translation.0.name', en: 'translation.1.name' }}
        required
      />
      <BilingualField
        label="admin-branches:fields.city"
        names={{ ar: 'translation.0.city', en: 'translation.1.city' }}
        required
      />
      <BilingualField
        label="admin-branches:fields.address"
        names={{ ar: 'translation.0.address', en: 'translation.1.address' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="region" autoComplete="off" />
        <TextField name="google_map_url" type="url" dir="ltr" autoComplete="off" />
      </SimpleGrid>
      <MultiSelectField name="services" options={services} numeric placeholder={t('services_placeholder')} />
      <ImageSlot name="image" />
      <SwitchField name="active" />

      <Divider />
      <Title order={2} size="h4">
        {t('hours')}
      </Title>
      <SwitchField name="is_24_hour" />
      {!allDay && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TimeField name="time_from" />
            <TimeField name="time_to" />
          </SimpleGrid>
          <RepeatableRows
            name="time_shifts"
            label="admin-branches:fields.time_shifts"
            rowTitle="admin-branches:shift"
            newRow={() => ({ time_from: '', time_to: '' })}
            max={10}
          >
            {({ path }) => (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TimeField name={`${path}.time_from`} />
                <TimeField name={`${path}.time_to`} />
              </SimpleGrid>
            )}
          </RepeatableRows>
        </>
      )}

      <Divider />
      <Title order={2} size="h4">
        {t('location')}
      </Title>
      <LocationField latitude="latitude" longitude="longitude" />
    </ResourceForm>
  );
}

/** /admin/add-branch and /admin/add-branch/{id}: add or edit a branch, then back to the list. */
export default function BranchFormPage() {
  useTranslation('admin-branches');
  const page = useRecordForm(branches, '/admin/branches');
  return (
    <FormPage title={page.id ? 'admin-branches:edit' : 'admin-branches:add'} {...page.status}>
      <Form key={page.id ?? 'new'} branch={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
