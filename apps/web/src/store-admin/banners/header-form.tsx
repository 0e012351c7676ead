import { type OffersHeaderItem, offersHeaderBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { ImageSlot } from '../../shared/fields/file-slot';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { offersHeader } from './api';

const schema = offersHeaderBody(fileSlot);

function OffersHeaderForm({ item, onDone }: { item: OffersHeaderItem; onDone(): void }) {
  const { t } = useTranslation('store-banners');
  const save = offersHeader.useSave();
  const controller = useResourceForm({
    schema,
    defaultValues: { image: storedFile(item.image) },
    fields: 'store-banners:fields',
    // The image only when a new one was picked; otherwise the save changes nothing.
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <ImageSlot name="image" hint={t('header.image_hint')} />
    </ResourceForm>
  );
}

/** Banner 4: the picture at the top of the app's offers page. */
export function OffersHeaderPage({ onDone }: { onDone(): void }) {
  const query = offersHeader.useRead();
  return (
    <FormPage title="store-banners:kinds.offers_header.edit" {...loadStatus(query)}>
      {query.data && <OffersHeaderForm item={query.data} onDone={onDone} />}
    </FormPage>
  );
}
