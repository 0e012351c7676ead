import { type NewsItem, newsBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RichTextBilingualInput } from '../../shared/fields/rich-text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { NEWS_LIST, news } from './api';

const schema = newsBody.extend({ image: fileSlot });

function NewsForm({ item, onDone }: { item?: NewsItem; onDone(): void }) {
  const { t } = useTranslation('news');
  const save = news.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      translation: translationValues(item?.translation, ['name', 'content'], 'local'),
      image: storedFile(item?.image),
    },
    fields: 'news:fields',
    // Multipart `translation[i][local|name|content]` and `image` only when a new one was chosen.
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="news:fields.name" names={bilingualNames('translation', 'name')} required />
      <BilingualField
        label="news:fields.content"
        names={bilingualNames('translation', 'content')}
        input={RichTextBilingualInput}
        required
      />
      <ImageSlot name="image" />
    </ResourceForm>
  );
}

/** /admin/news/add-news and /admin/news/add-news/{id}; back to the list once saved. */
export function NewsFormPage() {
  const page = useRecordForm(news, NEWS_LIST);
  return (
    <FormPage title={page.id ? 'news:edit' : 'news:add'} {...page.status}>
      <NewsForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
