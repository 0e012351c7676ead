import { Button, Group, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { IconPlus } from './icons';
import { PermissionGate } from './permission-gate';
import type { PermissionRule } from './session';
import { type FieldLabel, type TranslationKey, useAnyT } from './translation-key';

export interface PageHeaderProps {
  /** i18n key of the page title, or its translated `{ text }`. */
  title: FieldLabel;
  /** The page's primary action, e.g. `<AddButton …/>`, shown at the end of the row. */
  action?: ReactNode;
}

/**
 * The name of the area a screen lives in ("Control panel", "Store management"), appended to each
 * screen's browser-tab title. The staff frame provides it; outside one, titles stand alone.
 */
const TitleSuffixContext = createContext<string>('');
export const TitleSuffixProvider = TitleSuffixContext.Provider;

/** Sets the browser-tab title to "<title> | <area>" in the UI language, while the screen is shown. */
export function useDocumentTitle(title: string): void {
  const suffix = useContext(TitleSuffixContext);
  const full = suffix && title && title !== suffix ? `${title} | ${suffix}` : title || suffix;
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}

/** A screen's heading (its h1) and, from the same words, its browser-tab title. */
export function PageHeader({ title, action }: PageHeaderProps) {
  const t = useAnyT();
  const text = typeof title === 'object' ? title.text : t(title);
  useDocumentTitle(text);
  return (
    <Group justify="space-between" align="center" mb="md" gap="sm">
      <Title order={1} size="h2">
        {text}
      </Title>
      {action}
    </Group>
  );
}

export interface AddButtonProps {
  /** i18n key of the button text, e.g. 'users:add'. */
  label: TranslationKey;
  permission?: PermissionRule;
  onClick(): void;
}

/** The usual primary action of a list page, hidden without the permission to add. */
export function AddButton({ label, permission, onClick }: AddButtonProps) {
  const t = useAnyT();
  return (
    <PermissionGate permission={permission}>
      <Button leftSection={<IconPlus size={16} />} onClick={onClick}>
        {t(label)}
      </Button>
    </PermissionGate>
  );
}
