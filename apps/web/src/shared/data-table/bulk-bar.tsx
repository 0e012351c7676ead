import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../alerts/notify';
import { useConfirm } from '../dialogs/confirm-dialog';
import { useFormat } from '../format';
import { IconChevronDown } from '../icons';
import { useAnyT } from '../translation-key';
import type { BulkAction } from './types';

/**
 * The bar above a table while rows are ticked: how many, "clear selection" and one button per bulk
 * action (delete, change status…). An action with `choices` opens a menu of them; one with
 * `confirm` asks first. The selection is cleared when the action succeeds.
 */
export function BulkBar({
  selected,
  actions,
  onDone,
}: {
  selected: readonly Key[];
  actions: readonly BulkAction[];
  onDone(): void;
}) {
  const { t } = useTranslation('toolkit');
  const tk = useAnyT();
  const format = useFormat();
  const { confirm, dialog } = useConfirm();
  const [running, setRunning] = useState<string | null>(null);
  const count = selected.length;

  const perform = (action: BulkAction, choice?: string) => {
    const keys = [...selected];
    if (action.confirm) {
      confirm({
        message: tk(action.confirm, { count, formatted: format.number(count) }),
        confirmLabel: tk(action.confirmLabel ?? action.label),
        onConfirm: async () => {
          await action.run(keys, choice);
          onDone();
        },
      });
      return;
    }
    setRunning(action.key);
    Promise.resolve()
      .then(() => action.run(keys, choice))
      .then(onDone, (error: unknown) => notifyError(error, t('errors.action_failed')))
      .finally(() => setRunning(null));
  };

  return (
    <Paper withBorder px="md" py="xs" role="region" aria-label={t('bulk.bar')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={500} aria-live="polite">
          {t('bulk.selected', { count, formatted: format.number(count) })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('bulk.clear')}
          </Button>
          {actions.map((action) =>
            action.choices ? (
              <Menu key={action.key} position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="xs"
                    color={action.color}
                    leftSection={action.icon}
                    rightSection={<IconChevronDown size={14} />}
                    loading={running === action.key}
                  >
                    {tk(action.label)}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {action.choices.map((choice) => (
                    <Menu.Item key={choice.value} onClick={() => perform(action, choice.value)}>
                      {choice.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : (
              <Button
                key={action.key}
                size="xs"
                color={action.color}
                leftSection={action.icon}
                loading={running === action.key}
                onClick={() => perform(action)}
              >
                {tk(action.label)}
              </Button>
            ),
          )}
        </Group>
      </Group>
      {dialog}
    </Paper>
  );
}
