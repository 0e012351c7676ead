import { type IndicatorCategory, type IndicatorItem, indicatorBody, indicatorCreateBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { ViewOnSite } from '../site-content/view-on-site';
import { INDICATOR_SCREENS, indicators } from './api';

function IndicatorForm({
  item,
  category,
  onDone,
}: {
  item?: IndicatorItem;
  category: IndicatorCategory;
  onDone(): void;
}) {
  const { t } = useTranslation('indicators');
  const save = indicators.useSave(item?.id);
  const controller = useResourceForm({
    // An edit sends `value` and `translation[]`; the category of an indicator never changes.
    schema: item ? indicatorBody : indicatorCreateBody,
    defaultValues: {
      value: item?.value ?? '',
      ...(item ? {} : { category }),
      translation: translationValues(item?.translations, ['title', 'description'], 'locale'),
    },
    fields: 'indicators:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="indicators:fields.title" names={bilingualNames('translation', 'title')} required />
      <TextField name="value" dir="ltr" required description={t('value_hint')} />
      <BilingualField
        label="indicators:fields.description"
        names={bilingualNames('translation', 'description')}
        multiline
        required
      />
    </ResourceForm>
  );
}

/**
 * `.../edit/{id}` of either list, and `/admin/indicator-performance/add` for a new KPI. Once saved it
 * returns to the list of the record's own category, whichever list the edit was opened from.
 */
export function IndicatorFormPage({ category }: { category: IndicatorCategory }) {
  const page = useRecordForm(indicators, (item) => INDICATOR_SCREENS[item?.category ?? category].list);
  return (
    <FormPage
      title={page.id ? 'indicators:edit' : 'indicators:add'}
      action={<ViewOnSite path="/investor-relations" />}
      {...page.status}
    >
      <IndicatorForm
        key={page.id ?? 'new'}
        item={page.item}
        category={page.item?.category ?? category}
        onDone={page.backToList}
      />
    </FormPage>
  );
}
