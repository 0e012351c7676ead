import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '../format';

/** Shared table cells, so resources declare columns instead of re-styling the same values. */

export function StatusBadge({ active }: { active: boolean | number | string }) {
  const { t } = useTranslation('toolkit');
  const on = active === true || active === 1 || active === '1';
  return (
    <Badge color={on ? 'green' : 'gray'} variant="light">
      {t(on ? 'status.active' : 'status.inactive')}
    </Badge>
  );
}

/**
 * Phone numbers, e-mail addresses and codes read left to right even inside Arabic text; isolating
 * them keeps a leading "+" or trailing punctuation from jumping to the wrong side.
 */
export function LtrText({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') return <>{EMPTY_VALUE}</>;
  return (
    <Text span inherit dir="ltr" style={{ unicodeBidi: 'isolate' }}>
      {children}
    </Text>
  );
}
