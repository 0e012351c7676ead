import type { FinanceMarketItem } from '@app/contracts';
import { Anchor } from '@mantine/core';
import { LtrText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';
import { translated } from '../../shared/translations';

export const financeMarketColumns: Column<FinanceMarketItem>[] = [
  {
    key: 'name_ar',
    header: 'finance-market:columns.name_ar',
    render: (row) => translated(row.translation, 'name', 'ar'),
  },
  {
    key: 'name_en',
    header: 'finance-market:columns.name_en',
    render: (row) => translated(row.translation, 'name', 'en'),
  },
  {
    key: 'url',
    header: 'finance-market:columns.url',
    render: (row) => (
      <Anchor href={row.url} target="_blank" rel="noopener noreferrer">
        <LtrText>{row.url}</LtrText>
      </Anchor>
    ),
  },
];
