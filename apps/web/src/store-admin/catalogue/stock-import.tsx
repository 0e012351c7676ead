import type { StockWriteAnswer } from '@app/contracts';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifyError } from '../../shared/alerts/notify';
import { api, downloadFile } from '../../shared/api-client';
import { Isolated } from '../../shared/bidi-text';
import { FileSlot } from '../../shared/fields/file-slot';
import { fileSlot, toFormData } from '../../shared/form/form-data';
import { FormPage } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { IconDownload } from '../../shared/icons';
import { outOfStock, products } from './api';

const schema = z.object({ file: fileSlot.refine((value) => value instanceof File, { params: { code: 'required' } }) });

const TEMPLATE_FORMATS = ['xlsx', 'csv'] as const;

/** The file to fill in (the import's columns in the interface language and an example row), as Excel or CSV. */
function TemplateButtons() {
  const { t } = useTranslation('store-catalogue');
  const [loading, setLoading] = useState<string | null>(null);
  const download = async (format: (typeof TEMPLATE_FORMATS)[number]) => {
    setLoading(format);
    try {
      await downloadFile('/admin/stock/template', { query: { format }, fallbackName: `stock-template.${format}` });
    } catch (error) {
      notifyError(error, t('stock_import.template_failed'));
    } finally {
      setLoading(null);
    }
  };
  return (
    <>
      <Text size="sm" mb="xs">
        {t('stock_import.template_hint')}
      </Text>
      <Group gap="sm" mb="md">
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={loading === format}
            onClick={() => void download(format)}
          >
            {t(`stock_import.template_${format}`)}
          </Button>
        ))}
      </Group>
    </>
  );
}

/**
 * /store-admin/products/stock-import: the ERP's stock figures from an .xlsx or .csv file. The server
 * checks every row first and refuses the whole file with the rows named, so nothing is half-applied.
 */
export function StockImportPage() {
  const { t } = useTranslation('store-catalogue');
  const client = useQueryClient();
  const [result, setResult] = useState<StockWriteAnswer['data'] | null>(null);
  const controller = useResourceForm({
    schema,
    defaultValues: { file: null },
    fields: 'store-catalogue:stock_import',
    // The server names every wrong row: listed once, in the alert.
    errorsInAlertOnly: ['file'],
    onSubmit: async (values) => {
      setResult(null);
      const answer = await api.post<StockWriteAnswer>('/admin/stock/import', toFormData(values));
      await Promise.all([
        client.invalidateQueries({ queryKey: products.keys.all }),
        client.invalidateQueries({ queryKey: outOfStock.keys.all }),
        client.invalidateQueries({ queryKey: ['stock'] }),
      ]);
      return answer.data;
    },
    onSuccess: (data) => setResult(data as StockWriteAnswer['data']),
  });
  return (
    <FormPage title="store-catalogue:stock_import.title">
      <Text size="sm" mb="md">
        <Isolated text={t('stock_import.intro')} />
      </Text>
      <List size="sm" mb="md" spacing={4}>
        <List.Item>
          <Isolated text={t('stock_import.column_code')} />
        </List.Item>
        <List.Item>
          <Isolated text={t('stock_import.column_store')} />
        </List.Item>
        <List.Item>
          <Isolated text={t('stock_import.column_quantity')} />
        </List.Item>
      </List>
      <TemplateButtons />
      <ResourceForm controller={controller} submitLabel="store-catalogue:stock_import.submit">
        <FileSlot
          name="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          required
        />
      </ResourceForm>
      {result && (
        <Alert color="green" variant="light" mt="md" role="status" title={result.message}>
          {t('stock_import.result', { count: result.products })}{' '}
          {t('stock_import.restocked', { count: result.restocked })}
        </Alert>
      )}
    </FormPage>
  );
}
