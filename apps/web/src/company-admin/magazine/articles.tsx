import { type ArticleItem, articleBody } from '@app/contracts';
import { Image, SimpleGrid } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { z } from 'zod';
import { StatusBadge } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RichTextBilingualInput } from '../../shared/fields/rich-text-field';
import { SelectField } from '../../shared/fields/select-field';
import { SwitchField } from '../../shared/fields/switch-field';
import { TagsField } from '../../shared/fields/tags-field';
import { storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { EMPTY_VALUE } from '../../shared/format';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { articles, useNameOf, useSectionOptions, useSubsectionOptions } from './api';

const LIST = '/admin/articles';

/** The shared body, plus the image slot (a new File, the stored image, or none). */
const schema = articleBody.extend({ image: z.any() });

function ArticlesList() {
  const navigate = useNavigate();
  const nameOf = useNameOf();
  const columns: Column<ArticleItem>[] = [
    {
      key: 'image',
      header: 'magazine-admin:columns.image',
      render: (row) =>
        row.image ? <Image src={row.image} alt="" w={56} h={40} fit="cover" radius="sm" /> : EMPTY_VALUE,
    },
    { key: 'name', header: 'magazine-admin:columns.title', render: nameOf },
    { key: 'category', header: 'magazine-admin:columns.section', render: (row) => row.category.name },
    {
      key: 'subcategory',
      header: 'magazine-admin:columns.subsection',
      render: (row) => row.subcategory?.name ?? EMPTY_VALUE,
    },
    { key: 'active', header: 'magazine-admin:columns.status', render: (row) => <StatusBadge active={row.active} /> },
  ];
  const remove = useDeleteAction<ArticleItem>(articles, {
    permission: 'delete articles',
    message: 'magazine-admin:articles.delete_confirm',
  });
  return (
    <>
      <PageHeader
        title="magazine-admin:articles.title"
        action={
          <AddButton
            label="magazine-admin:articles.add"
            permission="add articles"
            onClick={() => navigate(`${LIST}/add-articles`)}
          />
        }
      />
      <DataTable
        resource={articles}
        label="magazine-admin:articles.title"
        columns={columns}
        search="name"
        actions={[
          editAction<ArticleItem>((row) => navigate(`${LIST}/add-articles/${row.id}`), 'update articles'),
          remove,
        ]}
        rowLabel={nameOf}
      />
    </>
  );
}

/** The section and its subsections: choosing another section clears a subsection of the old one. */
function SectionFields() {
  const { control, setValue } = useFormContext();
  const sectionId = useWatch({ control, name: 'category_id' }) as string | null;
  const sectionOptions = useSectionOptions();
  const subsectionOptions = useSubsectionOptions(sectionId);
  const previous = useRef(sectionId);
  useEffect(() => {
    if (previous.current !== sectionId) setValue('subcategory_id', null, { shouldDirty: true });
    previous.current = sectionId;
  }, [sectionId, setValue]);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <SelectField name="category_id" options={sectionOptions} required searchable />
      <SelectField name="subcategory_id" options={subsectionOptions} clearable disabled={!sectionId} />
    </SimpleGrid>
  );
}

function toValues(article?: ArticleItem) {
  const entry = (locale: 'ar' | 'en') => {
    const found = article?.translation.find((t) => t.locale === locale);
    return { locale, name: found?.name ?? '', description: found?.description ?? '', tags: found?.tags ?? [] };
  };
  return {
    image: article?.image ? storedFile(article.image) : null,
    category_id: article ? String(article.category_id) : null,
    subcategory_id: article?.subcategory_id ? String(article.subcategory_id) : null,
    active: article?.active ?? 1,
    translation: [entry('ar'), entry('en')],
  };
}

function ArticleForm({ article }: { article?: ArticleItem }) {
  const { t } = useTranslation('magazine-admin');
  const navigate = useNavigate();
  const save = articles.useSave(article?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: toValues(article),
    fields: 'magazine-admin:fields',
    labels: { 'translation.*.name': 'magazine-admin:fields.title' },
    onSubmit: ({ image, ...values }) =>
      // Only a newly chosen file travels; without one the server keeps the stored image.
      save.mutateAsync(toFormData(image instanceof File ? { ...values, image } : values)),
    onSuccess: () => navigate(LIST),
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={() => navigate(LIST)}>
      <ImageSlot name="image" />
      <SectionFields />
      <BilingualField
        label="magazine-admin:fields.title"
        names={{ ar: 'translation.0.name', en: 'translation.1.name' }}
        required
      />
      <BilingualField
        label="magazine-admin:fields.description"
        names={{ ar: 'translation.0.description', en: 'translation.1.description' }}
        input={RichTextBilingualInput}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TagsField name="translation.0.tags" label="magazine-admin:fields.tags_ar" dir="rtl" />
        <TagsField name="translation.1.tags" label="magazine-admin:fields.tags_en" dir="ltr" />
      </SimpleGrid>
      <SwitchField name="active" />
    </ResourceForm>
  );
}

function ArticleFormPage() {
  const page = useRecordForm(articles, LIST);
  return (
    <FormPage title={page.id ? 'magazine-admin:articles.edit' : 'magazine-admin:articles.add'} {...page.status}>
      <ArticleForm key={page.id ?? 'new'} article={page.item} />
    </FormPage>
  );
}

export default function ArticlesScreen() {
  // The screen's texts before its first render, so no raw key shows while they load.
  useTranslation('magazine-admin');
  return (
    <ScreenRoutes>
      <Route index element={<ArticlesList />} />
      <Route path="add-articles" element={<ArticleFormPage />} />
      <Route path="add-articles/:id" element={<ArticleFormPage />} />
    </ScreenRoutes>
  );
}
