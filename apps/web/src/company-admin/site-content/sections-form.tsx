import type { PageSectionItem } from '@app/contracts';
import { Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { TextField } from '../../shared/fields/text-field';
import { type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { readData, useSavePage } from './api';
import { ViewOnSite } from './view-on-site';

const slot = z.custom<SlotValue>();
const line = z.object({ text: z.string().trim().min(1).max(1000) });
const entry = (locale: 'ar' | 'en') =>
  z.object({
    locale: z.literal(locale),
    title: z.string().trim().min(1).max(250),
    sub_title: z.string().trim().max(250),
    description: z.string().trim().max(5000),
    disclosure: z.array(line).max(50),
  });
const schema = z.object({
  sections: z.array(
    z.object({
      section: z.number(),
      image: slot,
      image_en: slot,
      translations: z.tuple([entry('ar'), entry('en')]),
    }),
  ),
});
type Values = z.input<typeof schema>;

export interface SectionsPageProps {
  /** i18n key prefix of the screen's texts, e.g. 'site-content:home'. */
  texts: `site-content:${'home' | 'investor'}`;
  /** The screen's title: its side-menu entry's key, so the menu and the page say the same. */
  title: `shell:company.menu.${'home_page' | 'investor_page'}`;
  /** Where the sections live: each is read at `<path>/<number>`, and all are saved together at `<path>`. */
  path: string;
  count: number;
  /** Sections with an English image of their own: all of them, or those listed. */
  englishImage: 'all' | readonly number[];
  /** The section whose translations hold a list of lines (investor section 5). */
  listSection?: number;
  /** Size hints of the section images. */
  hints: Readonly<Record<number, string>>;
  publicPath: string;
}

function toValues(items: PageSectionItem[]): Values {
  return {
    sections: items.map((item) => ({
      section: item.section,
      image: storedFile(item.image),
      image_en: storedFile(item.image_en),
      translations: (['ar', 'en'] as const).map((locale) => {
        const found = item.translations.find((t) => t.locale === locale);
        return {
          locale,
          title: found?.title ?? '',
          sub_title: found?.sub_title ?? '',
          description: found?.description ?? '',
          disclosure: (found?.money_market_disclosure ?? []).map((text) => ({ text })),
        };
      }) as Values['sections'][number]['translations'],
    })),
  };
}

/**
 * Form values → the multipart body: every section's texts, and only newly chosen images. An emptied
 * list of lines is sent as one empty field: a form cannot send an empty list, and a field left out
 * keeps its stored value.
 */
export function sectionsFormData(values: z.output<typeof schema>, listSection?: number): FormData {
  return toFormData({
    sections: values.sections.map((section) => ({
      section: section.section,
      image: section.image,
      image_en: section.image_en,
      translations: section.translations.map(({ disclosure, ...texts }) =>
        section.section === listSection
          ? { ...texts, money_market_disclosure: disclosure.length ? disclosure.map((row) => row.text) : '' }
          : texts,
      ),
    })),
  });
}

function SectionsForm({ items, props }: { items: PageSectionItem[]; props: SectionsPageProps }) {
  const { t } = useTranslation('site-content');
  const save = useSavePage(props.path);
  const hasEnglishImage = (section: number) => props.englishImage === 'all' || props.englishImage.includes(section);
  const controller = useResourceForm({
    schema,
    defaultValues: toValues(items),
    fields: 'site-content:sections',
    labels: { 'sections.*.translations.*.disclosure.*.text': 'site-content:sections.disclosure_line' },
    onSubmit: (values) => save.mutateAsync(sectionsFormData(values, props.listSection)),
    successMessage: t('saved'),
  });
  return (
    <ResourceForm controller={controller}>
      {items.map((item, i) => (
        <Fieldset key={item.section} legend={t('sections.legend', { number: item.section })}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <ImageSlot name={`sections.${i}.image`} hint={props.hints[item.section]} />
              {hasEnglishImage(item.section) && (
                <ImageSlot name={`sections.${i}.image_en`} hint={props.hints[item.section]} />
              )}
            </SimpleGrid>
            <BilingualField
              label="site-content:sections.title"
              names={{ ar: `sections.${i}.translations.0.title`, en: `sections.${i}.translations.1.title` }}
              required
            />
            <BilingualField
              label="site-content:sections.sub_title"
              names={{ ar: `sections.${i}.translations.0.sub_title`, en: `sections.${i}.translations.1.sub_title` }}
            />
            <BilingualField
              label="site-content:sections.description"
              multiline
              names={{
                ar: `sections.${i}.translations.0.description`,
                en: `sections.${i}.translations.1.description`,
              }}
            />
            {item.section === props.listSection &&
              ([0, 1] as const).map((j) => (
                <RepeatableRows
                  key={j}
                  name={`sections.${i}.translations.${j}.disclosure`}
                  label={`site-content:sections.disclosure_${j === 0 ? 'ar' : 'en'}`}
                  newRow={() => ({ text: '' })}
                  max={50}
                  rowTitle="site-content:sections.disclosure_row"
                >
                  {({ path }) => <TextField name={`${path}.text`} dir={j === 0 ? 'rtl' : 'ltr'} />}
                </RepeatableRows>
              ))}
          </Stack>
        </Fieldset>
      ))}
    </ResourceForm>
  );
}

/** A page's numbered sections, each read on its own and saved together. */
export function SectionsPage(props: SectionsPageProps) {
  const numbers = Array.from({ length: props.count }, (_, i) => i + 1);
  const results = useQueries({
    queries: numbers.map((n) => ({
      queryKey: ['site-content', props.path, n],
      queryFn: ({ signal }: { signal: AbortSignal }) => readData<PageSectionItem>(`${props.path}/${n}`, signal),
    })),
  });
  const items = results.every((r) => r.data) ? results.map((r) => r.data as PageSectionItem) : null;
  return (
    <FormPage title={props.title} action={<ViewOnSite path={props.publicPath} />} {...loadStatus(...results)}>
      {items && <SectionsForm items={items} props={props} />}
    </FormPage>
  );
}
