import type { RoleBody, RoleItem } from '@app/contracts';
import { createResource } from '../../shared/resource';

/**
 * The spec's GET /admin/roles answers the whole list (it is short), so pages are cut here. Its
 * query keys start with `roles`, `list` like the user form's role choices, so saving or deleting a
 * role refreshes those choices too.
 */
export const roles = createResource<RoleItem, RoleBody>({ key: 'roles', path: '/admin/roles', listing: 'all' });

export const ROLES_LIST = '/admin/roles';
