import type { StockWriteAnswer } from '@app/contracts';
import { Alert, List, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../shared/api-client';
import { Isolated } from '../../shared/bidi-text';
import { FileSlot } from '../../shared/fields/file-slot';
import { fileSlot, toFormData } from '../../shared/form/form-data';
import { FormPage } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { outOfStock, products } from './api';

const schema = z.object({ file: fileSlot.refine((value) => value instanceof File, { params: { code: 'required' } }) });

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
      <ResourceForm controller={controller} submitLabel="store-catalogue:stock_import.submit">
        <FileSlot
          name="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          required
        />
      </ResourceForm>
      {result && (
        <Alert color="green" variant="light" mt="md" role="status" title={result.message}>
          {t('stock_import.result', { products: result.products, restocked: result.restocked })}
        </Alert>
      )}
    </FormPage>
  );
}
