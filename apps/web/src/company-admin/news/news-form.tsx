import { type NewsItem, newsBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RichTextBilingualInput } from '../../shared/fields/rich-text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import type { FieldLabels } from '../../shared/form/labels';
import { RecordFormPage } from '../../shared/form/record-form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { NEWS_LIST, news } from './api';

const schema = newsBody.extend({ image: fileSlot });

const labels: FieldLabels = {
  'translation.*.name': 'news:fields.name',
  'translation.*.content': 'news:fields.content',
  image: 'news:fields.image',
};

function NewsForm({ item, onDone }: { item?: NewsItem; onDone(): void }) {
  const { t } = useTranslation('news');
  const save = news.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      translation: translationValues(item?.translation, ['name', 'content'], 'local'),
      image: storedFile(item?.image),
    },
    labels,
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
  return (
    <RecordFormPage resource={news} listPath={NEWS_LIST} titles={{ add: 'news:add', edit: 'news:edit' }}>
      {({ id, item, backToList }) => <NewsForm key={id ?? 'new'} item={item} onDone={backToList} />}
    </RecordFormPage>
  );
}
