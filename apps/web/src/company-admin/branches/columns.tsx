import type { BranchItem } from '@app/contracts';
import { LtrText, StatusBadge } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';
import { EMPTY_VALUE } from '../../shared/format';

export const branchColumns: Column<BranchItem>[] = [
  { key: 'code', header: 'admin-branches:columns.code', render: (b) => <LtrText>{b.code}</LtrText> },
  { key: 'name', header: 'admin-branches:columns.name' },
  { key: 'city', header: 'admin-branches:columns.city', render: (b) => b.city || EMPTY_VALUE },
  { key: 'mobile', header: 'admin-branches:columns.mobile', render: (b) => <LtrText>{b.mobile}</LtrText> },
  { key: 'status', header: 'admin-branches:columns.status', render: (b) => <StatusBadge active={b.active} /> },
];
