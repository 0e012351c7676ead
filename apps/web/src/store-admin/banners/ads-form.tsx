import { type AdsBannerItem, adsBannersBody, MAX_ADS_BANNERS } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notifyError } from '../../shared/alerts/notify';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { fileSlot, type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { adsBanners, useDeleteAdsBanner } from './api';
import { BannerUrlField } from './url-field';

const schema = adsBannersBody(fileSlot);
interface AdRow {
  id?: number;
  url: string;
  image: SlotValue;
}

const toRow = (banner: AdsBannerItem): AdRow => ({
  id: banner.id,
  url: banner.url ?? '',
  image: storedFile(banner.image),
});
const newRow = (): AdRow => ({ url: '', image: null });

function AdsBannersForm({ items, onDone }: { items: AdsBannerItem[]; onDone(): void }) {
  const { t } = useTranslation('store-banners');
  const save = adsBanners.useSave();
  const remove = useDeleteAdsBanner();
  const controller = useResourceForm({
    schema,
    defaultValues: { ads: items.map(toRow) },
    fields: 'store-banners:fields',
    // ads[i][id|url|image], the image only when newly chosen; stored banners are removed by their own call.
    onSubmit: (values: z.output<typeof schema>) => save.mutateAsync(toFormData({ ads: values.ads ?? [] })),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  const { form } = controller;

  /**
   * Deleting a stored banner: the row has already left the list (the toolkit removes it once this
   * returns); the server is asked afterwards. Refused, the row comes back where it was with the
   * server's message. Done, it leaves the form's starting point too, so leaving asks nothing for it.
   */
  const deleteStored = (row: AdRow) => {
    const rows = () => (form.getValues('ads') ?? []) as AdRow[];
    const place = rows().findIndex((candidate) => candidate.id === row.id);
    remove.mutateAsync(row.id as number).then(
      () => {
        const start = (form.formState.defaultValues?.ads ?? []) as AdRow[];
        form.reset(
          { ads: start.filter((candidate) => candidate?.id !== row.id) },
          { keepValues: true, keepErrors: true, keepTouched: true, keepIsSubmitted: true, keepSubmitCount: true },
        );
        form.setValue('ads', rows(), { shouldDirty: true });
      },
      (error: unknown) => {
        const restored = [...rows()];
        restored.splice(place < 0 ? restored.length : Math.min(place, restored.length), 0, row);
        form.setValue('ads', restored, { shouldDirty: true });
        notifyError(error, t('ads.delete_failed'));
      },
    );
  };

  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <RepeatableRows<AdRow>
        name="ads"
        newRow={newRow}
        max={MAX_ADS_BANNERS}
        rowTitle="store-banners:ads.row"
        removeStored={{ message: 'store-banners:ads.delete_confirm', run: deleteStored }}
      >
        {({ path }) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ImageSlot name={`${path}.image`} hint={t('ads.image_hint')} required />
            <BannerUrlField name={`${path}.url`} />
          </SimpleGrid>
        )}
      </RepeatableRows>
    </ResourceForm>
  );
}

/** Banner 2: the advertising banners; a stored one is deleted on its own, at once. */
export function AdsBannersPage({ onDone }: { onDone(): void }) {
  const query = adsBanners.useRead();
  return (
    <FormPage title="store-banners:kinds.ads.edit" {...loadStatus(query)}>
      {query.data && <AdsBannersForm items={query.data} onDone={onDone} />}
    </FormPage>
  );
}
