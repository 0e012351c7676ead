import type { AdminCreateBody, AdminUpdateBody, AdminUser, DataAnswer, RoleRef } from '@app/contracts';
import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource } from '../../shared/resource';

export const adminUsers = createResource<AdminUser, AdminCreateBody | AdminUpdateBody>({
  key: 'admin-users',
  path: '/admin/admins',
});

/** Roles to pick from in the user form. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: ({ signal }) => api.get<DataAnswer<RoleRef[]>>('/admin/roles', { signal }),
    select: (answer): ComboboxItem[] => answer.data.map((role) => ({ value: String(role.id), label: role.name })),
    staleTime: 5 * 60_000,
  });
}
