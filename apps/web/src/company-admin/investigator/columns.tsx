import type { InvestigatorItem } from '@app/contracts';
import { Thumbnail } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';
import { translated } from '../../shared/translations';

export const investigatorColumns: Column<InvestigatorItem>[] = [
  { key: 'image', header: 'investigator:columns.image', width: 80, render: (row) => <Thumbnail src={row.image} /> },
  {
    key: 'name_ar',
    header: 'investigator:columns.name_ar',
    render: (row) => translated(row.translation, 'name', 'ar'),
  },
  {
    key: 'name_en',
    header: 'investigator:columns.name_en',
    render: (row) => translated(row.translation, 'name', 'en'),
  },
];
