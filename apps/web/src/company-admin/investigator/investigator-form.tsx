import { type InvestigatorItem, investigatorBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RichTextBilingualInput } from '../../shared/fields/rich-text-field';
import { fileSlot, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { ViewOnSite } from '../site-content/view-on-site';
import { INVESTIGATOR_LIST, investigator } from './api';

const schema = investigatorBody.extend({ image: fileSlot });

function InvestigatorForm({ item, onDone }: { item?: InvestigatorItem; onDone(): void }) {
  const { t } = useTranslation('investigator');
  const save = investigator.useSave(item?.id);
  const controller = useResourceForm({
    schema,
    defaultValues: {
      image: storedFile(item?.image),
      translation: translationValues(item?.translation, ['name', 'content'], 'local'),
    },
    fields: 'investigator:fields',
    // Multipart with `_method=PUT`; the image only when a new one was chosen.
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <ImageSlot name="image" />
      <BilingualField label="investigator:fields.name" names={bilingualNames('translation', 'name')} required />
      <BilingualField
        label="investigator:fields.content"
        names={bilingualNames('translation', 'content')}
        input={RichTextBilingualInput}
        required
      />
    </ResourceForm>
  );
}

/** /admin/investigator/add-investigator/{id}: edit only (the spec offers no add); back to the list once saved. */
export function InvestigatorFormPage() {
  const page = useRecordForm(investigator, INVESTIGATOR_LIST);
  return (
    <FormPage title="investigator:edit" action={<ViewOnSite path="/investor-relations" />} {...page.status}>
      {page.item && <InvestigatorForm key={page.id} item={page.item} onDone={page.backToList} />}
    </FormPage>
  );
}
