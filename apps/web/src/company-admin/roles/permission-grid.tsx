import { PERMISSION_AREAS, PERMISSIONS, type PermissionArea } from '@app/contracts';
import { Checkbox, Fieldset, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useField } from '../../shared/fields/use-field';
import { useSession } from '../../shared/session';
import { actionLabel, PERMISSIONS_NS } from '../log-actions/labels';

const AREAS = Object.keys(PERMISSION_AREAS) as PermissionArea[];

/** The chosen permissions in the catalogue's order (strings it does not know are kept, last). */
export function inCatalogueOrder(chosen: Iterable<string>): string[] {
  const set = new Set(chosen);
  const known = PERMISSIONS.filter((p) => set.has(p));
  return [...known, ...[...set].filter((p) => !(PERMISSIONS as readonly string[]).includes(p))];
}

/** What the "whole area" box shows: ticked when every permission the user may change there is chosen. */
export function areaState(chosen: readonly string[], members: readonly string[], changeable: (p: string) => boolean) {
  const open = members.filter(changeable);
  const picked = open.filter((p) => chosen.includes(p)).length;
  return {
    checked: open.length > 0 && picked === open.length,
    indeterminate: picked > 0 && picked < open.length,
    disabled: open.length === 0,
  };
}

/** Ticks or clears every permission of an area the user may change; the others stay as they are. */
export function toggleArea(
  chosen: readonly string[],
  members: readonly string[],
  changeable: (p: string) => boolean,
  on: boolean,
): string[] {
  const open = members.filter(changeable);
  return inCatalogueOrder(on ? [...chosen, ...open] : chosen.filter((p) => !open.includes(p)));
}

export interface PermissionGridProps {
  name: string;
  /** The built-in role always grants everything: every box is shown ticked and fixed. */
  locked?: boolean;
}

/**
 * The permissions of a role as checkboxes grouped by area, each area with a "whole area" box.
 * Nobody grants what they lack: permissions the signed-in user does not hold are greyed out.
 */
export function PermissionGrid({ name, locked = false }: PermissionGridProps) {
  const { t } = useTranslation(['roles', 'users']);
  const { t: tp } = useTranslation(PERMISSIONS_NS);
  const { can } = useSession();
  const { field, label, error } = useField(name);
  const hintId = useId();
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const changeable = (p: string) => !locked && can(p);
  const lacking = !locked && PERMISSIONS.some((p) => !can(p));
  const labelOf = (p: string) => actionLabel(tp, p);
  const set = (next: string[]) => field.onChange(inCatalogueOrder(next));

  return (
    <Fieldset legend={label} variant="unstyled" aria-describedby={hintId}>
      <Stack gap="sm">
        <Text id={hintId} size="sm" c="dimmed">
          {locked ? t('roles:locked_hint') : lacking ? t('roles:lacking_hint') : t('roles:grid_hint')}
        </Text>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        {AREAS.map((area) => {
          const members = PERMISSION_AREAS[area];
          const state = areaState(chosen, members, changeable);
          const areaName = t(`users:grants.areas.${area}`);
          return (
            <Paper key={area} withBorder radius="md" p="sm">
              <Checkbox
                fw={600}
                label={areaName}
                aria-label={t('roles:whole_area', { area: areaName })}
                checked={locked || state.checked}
                indeterminate={!locked && state.indeterminate}
                disabled={state.disabled}
                onChange={(event) => set(toggleArea(chosen, members, changeable, event.currentTarget.checked))}
                mb="xs"
              />
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xs" verticalSpacing={6} ps={{ base: 0, sm: 'lg' }}>
                {members.map((permission) => (
                  <Checkbox
                    key={permission}
                    size="sm"
                    label={labelOf(permission)}
                    checked={locked || chosen.includes(permission)}
                    disabled={!changeable(permission)}
                    aria-describedby={changeable(permission) ? undefined : hintId}
                    onChange={(event) =>
                      set(
                        event.currentTarget.checked ? [...chosen, permission] : chosen.filter((p) => p !== permission),
                      )
                    }
                  />
                ))}
              </SimpleGrid>
            </Paper>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
