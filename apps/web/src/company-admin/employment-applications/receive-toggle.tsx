import { Group, Loader, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/alerts/notify';
import { SuccessAlert } from '../../shared/alerts/success-alert';
import { useSession } from '../../shared/session';
import { useEmploymentSettings, useSaveEmploymentSettings } from './api';

/** Opens or closes the public application form; saves at once and confirms for 3 seconds (spec 4). */
export function ReceiveToggle() {
  const { t } = useTranslation('employment');
  const { can } = useSession();
  const settings = useEmploymentSettings();
  const save = useSaveEmploymentSettings();
  const [message, setMessage] = useState<string | null>(null);
  if (settings.isPending) return <Loader size="sm" aria-label={t('receive')} />;
  if (settings.isError) return null;
  const checked = settings.data.receive_employment_request;
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Switch
        label={t('receive')}
        checked={checked}
        disabled={!can('update employment settings') || save.isPending}
        onChange={(event) => {
          const value = event.currentTarget.checked;
          setMessage(null);
          save.mutate(value, {
            onSuccess: () => setMessage(t(value ? 'receive_on' : 'receive_off')),
            onError: (error) => notifyError(error, t('receive')),
          });
        }}
      />
      <SuccessAlert message={message} autoHide={3000} onHide={() => setMessage(null)} />
    </Group>
  );
}
