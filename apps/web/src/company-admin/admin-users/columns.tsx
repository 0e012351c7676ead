import type { AdminUser } from '@app/contracts';
import { LtrText, StatusBadge } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';
import { EMPTY_VALUE } from '../../shared/format';

export const userColumns: Column<AdminUser>[] = [
  { key: 'name', header: 'users:columns.name' },
  { key: 'mobile', header: 'users:columns.mobile', render: (user) => <LtrText>{user.mobile}</LtrText> },
  { key: 'email', header: 'users:columns.email', render: (user) => <LtrText>{user.email}</LtrText> },
  // A user may hold several roles; the list shows the first, as the profile does.
  { key: 'role', header: 'users:columns.role', render: (user) => user.role[0]?.name ?? EMPTY_VALUE },
  { key: 'status', header: 'users:columns.status', render: (user) => <StatusBadge active={user.active} /> },
];
