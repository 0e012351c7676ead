import { nextStatuses, type StateMachine, type StatusTone, statusOf } from '@app/contracts';
import { Badge, Group, Loader, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { type Key, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../alerts/messages';
import { announce } from '../announce';
import { IconChevronDown } from '../icons';
import { isLang, type Lang } from '../lang';
import { type PermissionRule, useSession } from '../session';
import type { TranslationKey } from '../translation-key';
import type { BulkAction } from './types';

/** The spec's styles: processing (in progress, out for delivery), success (accepted, delivered), cancel. */
const TONE_COLORS: Record<StatusTone, string> = { processing: 'orange', success: 'green', cancel: 'red' };

function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : 'ar';
}

export interface StatusCellProps {
  machine: StateMachine;
  /** The record's current status id. */
  status: number;
  /** Performs the move, e.g. `(to) => api.put(`/admin/updateStatus/${row.id}`, { type: 'order', status: to })`. */
  onChange(to: number): Promise<unknown>;
  /** Staff without it see the label only. */
  permission?: PermissionRule;
  /** A short name of the record, added to the selector's accessible name. */
  rowLabel?: string;
  /**
   * The moves the server offers for this record, when narrower than the machine's (an order that
   * waits for its online payment can only be cancelled); the machine's moves otherwise.
   */
  moves?: readonly number[];
}

/**
 * A coloured status with a selector offering only the moves the state machine allows from it. The
 * label shows a spinner while the call runs, the new status once it succeeds, and the server's
 * refusal (422/409 message) under it when it fails. A final status is a plain label.
 *
 * For the keyboard and screen readers: the selector keeps the focus while the move is saved (it is
 * marked busy, not disabled, which would drop the focus to the page), and gets it back after the
 * move (the cell itself when the new status is final and the selector is gone); the new status is
 * spoken through the page's polite live region ("Order #12: status changed to Delivered"), and a
 * refusal is an alert naming the record.
 */
export function StatusCell({ machine, status, onChange, permission, rowLabel, moves: offered }: StatusCellProps) {
  const { t } = useTranslation('toolkit');
  const lang = useLang();
  const { can } = useSession();
  const [shown, setShown] = useState(status);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const selector = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => setShown(status), [status]);
  // After a move, the focus returns here unless the person has moved it elsewhere meanwhile.
  useEffect(() => {
    if (!refocus.current || saving) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && !root.current?.contains(active)) return;
    (selector.current ?? root.current)?.focus();
  });

  const current = statusOf(machine, shown);
  const name = current?.label[lang] ?? String(shown);
  const badge = (
    <Badge
      color={current ? TONE_COLORS[current.tone] : 'gray'}
      variant="light"
      rightSection={saving ? <Loader size={10} color="currentColor" aria-label={t('status_cell.saving')} /> : null}
    >
      {name}
    </Badge>
  );
  // The server's list describes the status it was given; after a move here the machine's applies.
  const moves = offered && shown === status ? offered : nextStatuses(machine, shown);
  // The record as the announcements name it: "Order #12", "الطلب #12".
  const record = rowLabel
    ? t(machine.name === 'order' ? 'status_cell.record.order' : 'status_cell.record.prescription', { row: rowLabel })
    : '';
  if (moves.length === 0 || (permission != null && !can(permission)))
    return (
      <div ref={root} tabIndex={-1}>
        {badge}
      </div>
    );

  const move = async (to: number) => {
    if (saving) return;
    setSaving(true);
    setRefusal(null);
    try {
      await onChange(to);
      setShown(to);
      const label = statusOf(machine, to)?.label[lang] ?? String(to);
      announce(
        record
          ? t('status_cell.changed', { record, status: label })
          : t('status_cell.changed_plain', { status: label }),
      );
    } catch (error) {
      setRefusal(errorMessages(error)[0] ?? t('errors.action_failed'));
    } finally {
      refocus.current = true;
      setSaving(false);
    }
  };

  return (
    <div ref={root} tabIndex={-1}>
      <Menu position="bottom-start" withinPortal disabled={saving}>
        <Menu.Target>
          <UnstyledButton
            ref={selector}
            aria-label={t('status_cell.change', { status: name, row: rowLabel ?? '' }).trim()}
            aria-busy={saving}
            aria-disabled={saving || undefined}
          >
            <Group gap={4} wrap="nowrap">
              {badge}
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('status_cell.move_to')}</Menu.Label>
          {moves.map((to) => {
            const target = statusOf(machine, to);
            return (
              <Menu.Item
                key={to}
                onClick={() => void move(to)}
                leftSection={<Badge size="xs" circle color={target ? TONE_COLORS[target.tone] : 'gray'} />}
              >
                {target?.label[lang] ?? String(to)}
              </Menu.Item>
            );
          })}
        </Menu.Dropdown>
      </Menu>
      {refusal && (
        <Text size="xs" c="red" role="alert" mt={4}>
          {record && <VisuallyHidden>{t('status_cell.refused', { record })} </VisuallyHidden>}
          {refusal}
        </Text>
      )}
    </div>
  );
}

/**
 * "Change status" in the bulk bar: a menu of the machine's statuses; `run` gets the ticked rows'
 * keys and the chosen status id. The server refuses a move a record cannot make; its message is shown.
 */
export function useBulkStatusAction(
  machine: StateMachine,
  options: { permission?: PermissionRule; label?: TranslationKey; run(keys: Key[], to: number): Promise<unknown> },
): BulkAction {
  const lang = useLang();
  return {
    key: `status-${machine.name}`,
    label: options.label ?? 'toolkit:status_cell.bulk',
    permission: options.permission,
    choices: machine.statuses.map((s) => ({ value: String(s.id), label: s.label[lang] })),
    run: (keys, choice) => options.run(keys, Number(choice)),
  };
}
