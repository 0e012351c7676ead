import type { EmploymentRequestDetail } from '@app/contracts';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { notifyError } from '../../shared/alerts/notify';
import { downloadFile } from '../../shared/api-client';
import { EMPTY_VALUE } from '../../shared/format';
import { IconDownload } from '../../shared/icons';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session';
import { useRequestDetail } from './api';
import { JobText } from './columns';
import { type DetailRow, detailGroups, documentLabelKey } from './detail-fields';

function Value({ row, detail }: { row: DetailRow; detail: EmploymentRequestDetail }) {
  const { t } = useTranslation('employment');
  const value = detail[row.field];
  if (value === null || value === undefined || value === '') return <>{EMPTY_VALUE}</>;
  if (row.field === 'job') return <JobText job={detail.job} kind={detail.job_kind} />;
  if (row.field === 'nationality_id') return <>{detail.nationality.name}</>;
  if (row.kind === 'date') return <>{String(value).slice(0, 10)}</>;
  if (row.kind === 'flag') return <>{t(value === 1 ? 'options.yes' : 'options.no')}</>;
  if (row.kind === 'option') return <>{t(`options.${row.field}.${value}`, { defaultValue: String(value) })}</>;
  if (row.kind === 'ltr')
    return (
      <span dir="ltr" style={{ unicodeBidi: 'isolate' }}>
        {String(value)}
      </span>
    );
  return <>{String(value)}</>;
}

function Documents({ detail }: { detail: EmploymentRequestDetail }) {
  const { t } = useTranslation('employment');
  const { can } = useSession();
  const [busy, setBusy] = useState<number | null>(null);
  if (detail.attachments.length === 0) return <Text c="dimmed">{t('documents_none')}</Text>;
  const allowed = can('show employment request');
  return (
    <Stack gap="xs">
      {!allowed && <Alert color="yellow">{t('no_download_permission')}</Alert>}
      {detail.attachments.map((file) => {
        const label = documentLabelKey(file.name);
        const name = label ? t(label[0], label[1]) : file.name;
        return (
          <Group key={file.id} justify="space-between" wrap="nowrap" gap="sm">
            <Text>{name}</Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconDownload />}
              disabled={!allowed}
              loading={busy === file.id}
              aria-label={`${t('download')} ${name}`}
              onClick={async () => {
                setBusy(file.id);
                try {
                  // The route records the download, then redirects to a short-lived signed link.
                  await downloadFile(file.download_url.replace(/^\/api/, ''), { fallbackName: file.original_name });
                } catch (error) {
                  notifyError(error, t('download_failed'));
                } finally {
                  setBusy(null);
                }
              }}
            >
              {t('download')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

export default function ApplicationDetailsPage() {
  const { t } = useTranslation('employment');
  const id = Number(useParams().id);
  const query = useRequestDetail(id);
  return (
    <Stack gap="md">
      <PageHeader
        title="employment:preview_title"
        action={
          <Anchor component={Link} to="/admin/employment-applications">
            {t('back')}
          </Anchor>
        }
      />
      {query.isPending && <Loader aria-label={t('preview_title')} />}
      {query.isError && <ErrorAlert error={query.error} />}
      {query.data && (
        <>
          {detailGroups.map((group) => (
            <Card key={group.key} withBorder padding="md">
              <Title order={2} size="h4" mb="sm">
                {t(`groups.${group.key}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
                {group.rows.map((row) => (
                  <div key={row.field}>
                    <Text size="sm" c="dimmed">
                      {t(row.label)}
                    </Text>
                    <Text>
                      <Value row={row} detail={query.data} />
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </Card>
          ))}
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              {t('groups.documents')}
            </Title>
            <Documents detail={query.data} />
          </Card>
        </>
      )}
    </Stack>
  );
}
