import type { IndicatorItem } from '@app/contracts';
import { TranslatedText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';

/** Title and description in the UI language (else the other one). */
export const indicatorColumns: Column<IndicatorItem>[] = [
  {
    key: 'title',
    header: 'indicators:columns.title',
    render: (row) => <TranslatedText entries={row.translations} field="title" />,
  },
  { key: 'value', header: 'indicators:columns.value', render: (row) => <bdi>{row.value}</bdi> },
  {
    key: 'description',
    header: 'indicators:columns.description',
    render: (row) => <TranslatedText entries={row.translations} field="description" />,
  },
];
