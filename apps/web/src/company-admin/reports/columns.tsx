import type { ReportItem } from '@app/contracts';
import { Thumbnail, TranslatedText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';

export const reportColumns: Column<ReportItem>[] = [
  { key: 'image', header: 'reports:columns.image', width: 80, render: (item) => <Thumbnail src={item.image} /> },
  {
    key: 'title',
    header: 'reports:columns.title',
    render: (item) => <TranslatedText entries={item.translation} field="title" />,
  },
  { key: 'files', header: 'reports:columns.files', align: 'end', render: (item) => item.files.length },
];
