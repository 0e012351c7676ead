import { PERMISSION_AREAS, type PermissionArea, permissionArea, type RoleOption } from '@app/contracts';
import { Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { actionLabel, PERMISSIONS_NS } from '../log-actions/labels';

type AreaKey = PermissionArea | 'other';

export interface AreaGrants {
  area: AreaKey;
  /** Every permission of the area is granted. */
  whole: boolean;
  permissions: string[];
}

/** A role's permissions grouped by area, in the catalogue's area order; unknown strings go last, under "other". */
function groupByArea(permissions: readonly string[]): AreaGrants[] {
  const groups = new Map<AreaKey, string[]>();
  for (const permission of permissions) {
    const area: AreaKey = permissionArea(permission) ?? 'other';
    groups.set(area, [...(groups.get(area) ?? []), permission]);
  }
  const order: AreaKey[] = [...(Object.keys(PERMISSION_AREAS) as PermissionArea[]), 'other'];
  return order
    .filter((area) => groups.has(area))
    .map((area) => {
      const granted = groups.get(area)!;
      const members: readonly string[] = area === 'other' ? [] : PERMISSION_AREAS[area];
      // In the catalogue's order, which reads better than alphabetical (list, add, edit, delete).
      const sorted = [...granted].sort((a, b) => members.indexOf(a) - members.indexOf(b));
      return { area, whole: area !== 'other' && members.every((p) => granted.includes(p)), permissions: sorted };
    });
}

/**
 * What the role chosen in the surrounding form grants, grouped by area and translated, so nobody
 * hands out a role without seeing what it opens. Reads the form's `role_id`.
 */
export function RoleGrants({ roles }: { roles: readonly RoleOption[] | undefined }) {
  const { t, i18n } = useTranslation(['users', PERMISSIONS_NS]);
  const roleId = useWatch({ name: 'role_id' });
  const role = roles?.find((candidate) => String(candidate.id) === String(roleId ?? ''));
  if (!role) return null;

  const list = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
  const permissionsT = i18n.getFixedT(null, PERMISSIONS_NS);
  const groups = groupByArea(role.permissions);
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)" aria-live="polite">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('users:grants.title', { role: role.name })}
        </Text>
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('users:grants.nothing')}
          </Text>
        ) : (
          <dl style={{ margin: 0 }}>
            {groups.map((group) => (
              <div key={group.area} style={{ marginBottom: 4 }}>
                <Text component="dt" size="sm" fw={500}>
                  {t(`users:grants.areas.${group.area}`)}
                </Text>
                <Text component="dd" size="sm" c="dimmed" ms={0}>
                  {group.whole
                    ? t('users:grants.whole_area', { count: group.permissions.length })
                    : list.format(group.permissions.map((p) => actionLabel(permissionsT, p)))}
                </Text>
              </div>
            ))}
          </dl>
        )}
      </Stack>
    </Paper>
  );
}
