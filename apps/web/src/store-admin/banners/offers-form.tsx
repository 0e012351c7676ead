import { OFFER_BANNER_NAMES, type OfferBannerItem, offerBannersBody } from '@app/contracts';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { fileSlot, type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { offerBanners } from './api';
import { BannerUrlField } from './url-field';

const schema = offerBannersBody(fileSlot);

const noNames = Object.fromEntries(OFFER_BANNER_NAMES.map((name) => [name, ''])) as Record<
  (typeof OFFER_BANNER_NAMES)[number],
  string
>;

function toRecord(record: OfferBannerItem | undefined) {
  if (!record) {
    return {
      ...noNames,
      first_url: '',
      second_url: '',
      first_image: null as SlotValue,
      second_image: null as SlotValue,
    };
  }
  const names = Object.fromEntries(OFFER_BANNER_NAMES.map((name) => [name, record[name]])) as typeof noNames;
  return {
    id: record.id,
    ...names,
    first_url: record.first_url ?? '',
    second_url: record.second_url ?? '',
    first_image: storedFile(record.first_image) as SlotValue,
    second_image: storedFile(record.second_image) as SlotValue,
  };
}

/** The two banners of an offer record: first (captions one and two) and second (three and four). */
const HALVES = [
  { half: 'first', title: 'first', subtitle: 'second' },
  { half: 'second', title: 'third', subtitle: 'fourth' },
] as const;

function OfferBannersForm({ items, onDone }: { items: OfferBannerItem[]; onDone(): void }) {
  const { t } = useTranslation('store-banners');
  const save = offerBanners.useSave();
  // The app shows the stored records; with none yet, the form starts the first.
  const records = items.length > 0 ? items.map(toRecord) : [toRecord(undefined)];
  const controller = useResourceForm({
    schema,
    defaultValues: { offers: records },
    fields: 'store-banners:fields',
    // offers[i][…]: ids, links and captions; each image only when newly chosen.
    onSubmit: (values) => save.mutateAsync(toFormData({ offers: values.offers ?? [] })),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      {records.map((_, index) => {
        const path = `offers.${index}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the records are fixed for the form's life.
          <Stack key={index} gap="md">
            {HALVES.map(({ half, title, subtitle }) => (
              <Paper key={half} withBorder p="sm" component="fieldset" m={0}>
                <Title order={2} size="h4" component="legend" px={4}>
                  {records.length > 1
                    ? t('offers.record_banner', { number: index + 1, banner: t(`offers.${half}`) })
                    : t(`offers.${half}`)}
                </Title>
                <Stack gap="sm">
                  <BilingualField
                    label="store-banners:offers.title_label"
                    names={{ ar: `${path}.${title}_name_ar`, en: `${path}.${title}_name_en` }}
                  />
                  <BilingualField
                    label="store-banners:offers.subtitle_label"
                    names={{ ar: `${path}.${subtitle}_name_ar`, en: `${path}.${subtitle}_name_en` }}
                  />
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                    <ImageSlot
                      name={`${path}.${half}_image`}
                      label="store-banners:fields.image"
                      hint={t('offers.image_hint')}
                      required
                    />
                    <BannerUrlField name={`${path}.${half}_url`} label="store-banners:fields.url" />
                  </SimpleGrid>
                </Stack>
              </Paper>
            ))}
          </Stack>
        );
      })}
    </ResourceForm>
  );
}

/** Banner 3: the offer banners, two pictures side by side with their captions. */
export function OfferBannersPage({ onDone }: { onDone(): void }) {
  const query = offerBanners.useRead();
  return (
    <FormPage title="store-banners:kinds.offers.edit" {...loadStatus(query)}>
      {query.data && <OfferBannersForm items={query.data} onDone={onDone} />}
    </FormPage>
  );
}
