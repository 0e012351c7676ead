import { MAX_MAIN_BANNERS, type MainBannerItem, mainBannersBody } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { fileSlot, type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { mainBanners } from './api';
import { BannerUrlField } from './url-field';

const schema = mainBannersBody(fileSlot);
type Saved = z.output<typeof schema>;

const toRow = (banner: MainBannerItem) => ({
  id: banner.id,
  url: banner.url ?? '',
  translation: translationValues(banner.translation, ['name'], 'local'),
  image: storedFile(banner.image) as SlotValue,
});

const newRow = () => ({
  url: '',
  translation: translationValues(undefined, ['name'], 'local'),
  image: null as SlotValue,
});

/**
 * `mainBanners[i][id|url|translation|image]` (the image only when newly chosen). The list replaces the
 * slider, so a slider left empty is sent as one empty `mainBanners` field.
 */
function toBody(values: Saved): FormData {
  const rows = values.mainBanners ?? [];
  const body = toFormData({ mainBanners: rows });
  if (rows.length === 0) body.append('mainBanners', '');
  return body;
}

function MainBannersForm({ items, onDone }: { items: MainBannerItem[]; onDone(): void }) {
  const { t } = useTranslation('store-banners');
  const save = mainBanners.useSave();
  const controller = useResourceForm({
    schema,
    defaultValues: { mainBanners: items.map(toRow) },
    fields: 'store-banners:fields',
    onSubmit: (values) => save.mutateAsync(toBody(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <RepeatableRows name="mainBanners" newRow={newRow} max={MAX_MAIN_BANNERS} rowTitle="store-banners:main.row">
        {({ path }) => (
          <>
            <BilingualField
              label="store-banners:fields.name"
              names={bilingualNames(`${path}.translation`, 'name')}
              required
            />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ImageSlot name={`${path}.image`} hint={t('main.image_hint')} required />
              <BannerUrlField name={`${path}.url`} />
            </SimpleGrid>
          </>
        )}
      </RepeatableRows>
    </ResourceForm>
  );
}

/** Banner 1: the app's main slider, several entries in their order. */
export function MainBannersPage({ onDone }: { onDone(): void }) {
  const query = mainBanners.useRead();
  return (
    <FormPage title="store-banners:kinds.main.edit" {...loadStatus(query)}>
      {query.data && <MainBannersForm items={query.data} onDone={onDone} />}
    </FormPage>
  );
}
