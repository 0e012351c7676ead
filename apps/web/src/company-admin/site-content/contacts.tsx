import { type WebsiteContactsAnswer, websiteContactsBody } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ImageSlot } from '../../shared/fields/file-slot';
import { SwitchField } from '../../shared/fields/switch-field';
import { TextField } from '../../shared/fields/text-field';
import { type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, loadStatus } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { readData, usePageData, useSavePage } from './api';
import { ViewOnSite } from './view-on-site';

const slot = z.custom<SlotValue>();
const schema = websiteContactsBody.extend({ snapchat_icon: slot, tiktok_icon: slot, youtube_icon: slot });
const TEXTS = ['phone', 'email', 'license_number', 'sfda_number'] as const;
const LINKS = ['tayiq_url', 'x_url', 'facebook_url', 'instagram_url'] as const;
const NETWORKS = ['snapchat', 'tiktok', 'youtube'] as const;

function ContactsForm({ data }: { data: WebsiteContactsAnswer }) {
  const { t } = useTranslation('site-content');
  const save = useSavePage('/admin/website_contacts');
  const controller = useResourceForm({
    schema,
    defaultValues: {
      ...Object.fromEntries([...TEXTS, ...LINKS].map((field) => [field, data[field] ?? ''])),
      ...Object.fromEntries(NETWORKS.map((n) => [`${n}_url`, data[`${n}_url`] ?? ''])),
      active_snapchat: data.active_snapchat,
      active_tiktok: data.active_tiktok,
      active_youtube: data.active_youtube,
      snapchat_icon: storedFile(data.snapchat_icon),
      tiktok_icon: storedFile(data.tiktok_icon),
      youtube_icon: storedFile(data.youtube_icon),
    } as z.input<typeof schema>,
    fields: 'site-content:contacts.fields',
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    successMessage: t('contacts.saved'),
  });
  return (
    <ResourceForm controller={controller}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="phone" type="tel" dir="ltr" />
        <TextField name="email" type="email" dir="ltr" />
        <TextField name="license_number" dir="ltr" />
        <TextField name="sfda_number" dir="ltr" />
        {LINKS.map((field) => (
          <TextField key={field} name={field} type="url" dir="ltr" placeholder="https://" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {NETWORKS.map((network) => (
          <div key={network}>
            <TextField name={`${network}_url`} type="url" dir="ltr" placeholder="https://" />
            <SwitchField name={`active_${network}`} mt="xs" />
            <ImageSlot name={`${network}_icon`} />
          </div>
        ))}
      </SimpleGrid>
    </ResourceForm>
  );
}

/** /admin/contacts-data/add: the website's contact data; stays on screen after saving. */
export default function ContactsDataPage() {
  const query = usePageData(['contacts'], (signal) =>
    readData<WebsiteContactsAnswer>('/admin/website_contacts/show', signal),
  );
  return (
    <FormPage title="site-content:contacts.title" action={<ViewOnSite path="/contact-us" />} {...loadStatus(query)}>
      {query.data && <ContactsForm data={query.data} />}
    </FormPage>
  );
}
