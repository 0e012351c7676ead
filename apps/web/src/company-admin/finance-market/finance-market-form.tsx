import { type FinanceMarketItem, financeMarketBody } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translationValues } from '../../shared/translations';
import { ViewOnSite } from '../site-content/view-on-site';
import { FINANCE_MARKET_LIST, financeMarket } from './api';

function FinanceMarketForm({ item, onDone }: { item?: FinanceMarketItem; onDone(): void }) {
  const { t } = useTranslation('finance-market');
  const save = financeMarket.useSave(item?.id);
  const controller = useResourceForm({
    schema: financeMarketBody,
    defaultValues: { url: item?.url ?? '', translation: translationValues(item?.translation, ['name'], 'local') },
    fields: 'finance-market:fields',
    // JSON `url` and `translation[]` (`name`, `local`); an edit is a PUT.
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="finance-market:fields.name" names={bilingualNames('translation', 'name')} required />
      <TextField name="url" type="url" dir="ltr" placeholder="https://" required />
    </ResourceForm>
  );
}

/** /admin/finance-market/add-finance-market and .../{id}; back to the list once saved. */
export function FinanceMarketFormPage() {
  const page = useRecordForm(financeMarket, FINANCE_MARKET_LIST);
  return (
    <FormPage
      title={page.id ? 'finance-market:edit' : 'finance-market:add'}
      action={<ViewOnSite path="/investor-relations" />}
      {...page.status}
    >
      <FinanceMarketForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
