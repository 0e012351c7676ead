import type { AdminCreateBody, AdminUpdateBody, AdminUser, DataAnswer, RoleOption } from '@app/contracts';
import type { ComboboxItem } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { OptionsQuery } from '../../shared/fields/select-field';
import { createResource } from '../../shared/resource';

export const adminUsers = createResource<AdminUser, AdminCreateBody | AdminUpdateBody>({
  key: 'admin-users',
  path: '/admin/admins',
});

/**
 * Roles to pick from in the user form, least-privileged first as the server orders them, each
 * with the permissions it grants. Names come in the UI language (the request's `locale`).
 */
export function useRoles() {
  return useQuery({
    // Under the roles screen's list keys: saving or deleting a role there refreshes these choices.
    queryKey: ['roles', 'list', 'options'],
    queryFn: ({ signal }) => api.get<DataAnswer<RoleOption[]>>('/admin/roles', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

/** The roles as select options; a role granting more than the user holds is shown but cannot be picked. */
export function roleOptions(roles: ReturnType<typeof useRoles>): OptionsQuery {
  const data = roles.data?.map(
    (role): ComboboxItem => ({ value: String(role.id), label: role.name, disabled: !role.assignable }),
  );
  return { data, isPending: roles.isPending, isError: roles.isError };
}
