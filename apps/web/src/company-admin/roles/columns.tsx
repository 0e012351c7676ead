import type { RoleItem } from '@app/contracts';
import { Text } from '@mantine/core';
import type { Column } from '../../shared/data-table/types';

export const roleColumns: Column<RoleItem>[] = [
  {
    key: 'name_ar',
    header: 'roles:columns.name_ar',
    render: (role) => (
      <Text lang="ar" dir="rtl" size="sm">
        {role.name_ar}
      </Text>
    ),
  },
  {
    key: 'name_en',
    header: 'roles:columns.name_en',
    render: (role) => (
      <Text lang="en" dir="ltr" size="sm">
        {role.name_en}
      </Text>
    ),
  },
  {
    key: 'permissions',
    header: 'roles:columns.permissions',
    align: 'center',
    render: (role) => role.permissions.length,
  },
  { key: 'users_count', header: 'roles:columns.users', align: 'center' },
];
