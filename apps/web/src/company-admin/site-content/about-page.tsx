import { ABOUT_HEADINGS, ABOUT_IMAGES, ABOUT_TEXTS, aboutPageBody } from '@app/contracts';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { readData, usePageData, useSavePage } from './api';
import { ViewOnSite } from './view-on-site';

type ImageField = (typeof ABOUT_IMAGES)[number];
type TextField = (typeof ABOUT_HEADINGS)[number] | (typeof ABOUT_TEXTS)[number];
type AboutData = Record<ImageField, string | null> & {
  translations: Array<{ locale: 'ar' | 'en' } & Record<TextField, string>>;
};

const slot = z.custom<SlotValue>();
const schema = aboutPageBody.extend(
  Object.fromEntries(ABOUT_IMAGES.map((field) => [field, slot])) as Record<ImageField, typeof slot>,
);

const HEADER = '267×140';
const GROUP = '572×624';
const CHART = '1272×529';

/** The six sections: their texts (descriptions multiline) and their images with size hints. */
const SECTIONS: ReadonlyArray<{ texts: readonly TextField[]; images: ReadonlyArray<[ImageField, string?]> }> = [
  {
    texts: ['title', 'content'],
    images: [
      ['logo', HEADER],
      ['logo_en', HEADER],
      ['first_image', GROUP],
      ['first_image_en', GROUP],
    ],
  },
  {
    texts: [
      'second_section_title',
      'second_section_sub_title_1',
      'second_section_sub_title_1_desc',
      'second_section_sub_title_2',
      'second_section_sub_title_2_desc',
    ],
    images: [['second_section_sub_title_1_image'], ['second_section_sub_title_1_desc_image']],
  },
  {
    texts: ['third_section_title', 'third_section_sub_title_1'],
    images: [
      ['third_section_sub_title_1_image', CHART],
      ['third_section_sub_title_1_image_en', CHART],
    ],
  },
  {
    texts: [
      'fourth_section_title',
      ...([1, 2, 3, 4] as const).flatMap(
        (n) => [`fourth_section_sub_title_${n}`, `fourth_section_sub_title_${n}_desc`] as TextField[],
      ),
    ],
    images: ([1, 2, 3, 4] as const).map((n): [ImageField] => [`fourth_section_sub_title_${n}_image`]),
  },
  { texts: ['fifth_section_title', 'fifth_section_sub_title_1', 'fifth_section_sub_title_1_desc'], images: [] },
  {
    texts: [
      'sixth_section_title',
      'Sixth_section_sub_title_1',
      'Sixth_section_sub_title_1_desc',
      'Sixth_section_sub_title_2',
      'Sixth_section_sub_title_2_desc',
    ],
    images: [],
  },
];

const ALL_TEXTS = [...ABOUT_HEADINGS, ...ABOUT_TEXTS];

function toValues(data: AboutData): z.input<typeof schema> {
  const translations = (['ar', 'en'] as const).map((locale) => {
    const found = data.translations.find((t) => t.locale === locale);
    return { locale, ...Object.fromEntries(ALL_TEXTS.map((f) => [f, found?.[f] ?? ''])) };
  });
  return {
    translations,
    ...Object.fromEntries(ABOUT_IMAGES.map((f) => [f, storedFile(data[f])])),
  } as z.input<typeof schema>;
}

function AboutForm({ data }: { data: AboutData }) {
  const { t } = useTranslation('site-content');
  const save = useSavePage('/admin/about_us_page');
  const controller = useResourceForm({
    schema,
    defaultValues: toValues(data),
    fields: 'site-content:about.fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    successMessage: t('saved'),
  });
  return (
    <ResourceForm controller={controller}>
      {SECTIONS.map((section, i) => (
        <Fieldset key={section.texts[0]} legend={t('about.section', { number: i + 1 })}>
          <Stack gap="sm">
            {section.images.length > 0 && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {section.images.map(([field, hint]) => (
                  <ImageSlot key={field} name={field} hint={hint} />
                ))}
              </SimpleGrid>
            )}
            {section.texts.map((field) => (
              <BilingualField
                key={field}
                label={`site-content:about.fields.${field}`}
                names={{ ar: `translations.0.${field}`, en: `translations.1.${field}` }}
                multiline={field === 'content' || field.endsWith('_desc')}
                required={(ABOUT_HEADINGS as readonly string[]).includes(field)}
              />
            ))}
          </Stack>
        </Fieldset>
      ))}
    </ResourceForm>
  );
}

/** /admin/about-us-page-data: the about-us page, six sections in both languages. */
export default function AboutUsPageDataPage() {
  const query = usePageData(['about'], (signal) => readData<AboutData>('/admin/about_us_page/show', signal));
  return (
    <FormPage title="site-content:about.title" action={<ViewOnSite path="/about-us" />} {...loadStatus(query)}>
      {query.data && <AboutForm data={query.data} />}
    </FormPage>
  );
}
