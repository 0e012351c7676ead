import { type IndicatorCategory, type IndicatorItem, indicatorBody, indicatorCreateBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, useFormPage } from '../../shared/form/form-page';
import type { FieldLabels } from '../../shared/form/labels';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { ViewOnSite } from '../site-content/view-on-site';
import { INDICATOR_SCREENS, indicators } from './api';

const labels: FieldLabels = {
  value: 'indicators:fields.value',
  'translation.*.title': 'indicators:fields.title',
  'translation.*.description': 'indicators:fields.description',
};

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
    labels,
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
  const id = useParams().id ?? null;
  const item = indicators.useDetail(id);
  const { backToList } = useFormPage(INDICATOR_SCREENS[item.data?.category ?? category].list);
  return (
    <FormPage
      title={id ? 'indicators:edit' : 'indicators:add'}
      loading={id !== null && item.isPending}
      error={item.error}
      action={<ViewOnSite path="/investor-relations" />}
    >
      <IndicatorForm
        key={id ?? 'new'}
        item={id ? item.data : undefined}
        category={item.data?.category ?? category}
        onDone={backToList}
      />
    </FormPage>
  );
}
