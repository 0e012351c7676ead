import { Badge, Box, Center, Image, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE, useFormat } from '../format';
import { IconPhoto } from '../icons';
import { type TranslationEntry, useTranslated } from '../translations';

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

/** A record's field in the interface language (the other language when that one is empty). */
export function TranslatedText({ entries, field }: { entries: readonly TranslationEntry[]; field: string }) {
  const translated = useTranslated();
  return <>{translated(entries, field) || EMPTY_VALUE}</>;
}

/** A small preview of a record's image, or a placeholder when it has none. */
export function Thumbnail({ src, alt = '' }: { src: string | null | undefined; alt?: string }) {
  return (
    <Box
      w={56}
      h={40}
      style={{ borderRadius: 4, overflow: 'hidden', background: 'var(--mantine-color-default-hover)' }}
    >
      {src ? (
        <Image src={src} alt={alt} w={56} h={40} fit="cover" loading="lazy" />
      ) : (
        <Center h="100%" c="dimmed">
          <IconPhoto size={18} />
        </Center>
      )}
    </Box>
  );
}

/** An amount the API gives as decimal riyals (`'19.95'`), in the interface language with the currency. */
export function MoneyText({ value }: { value: string | number | null | undefined }) {
  const format = useFormat();
  return <>{format.money(value === null || value === undefined || value === '' ? null : Number(value))}</>;
}

/** A calendar date in the interface language. */
export function DateText({ value }: { value: string | null | undefined }) {
  const format = useFormat();
  return <>{format.date(value)}</>;
}
