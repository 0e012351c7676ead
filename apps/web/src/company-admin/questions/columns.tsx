import type { QuestionItem } from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../shared/data-table/types';

/** The answer as plain text for the list (the stored HTML is sanitized; tags are dropped here). */
export function plainExcerpt(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const dirOf = (row: QuestionItem) => (row.locale === 'ar' ? 'rtl' : 'ltr');

function LocaleName({ locale }: { locale: 'ar' | 'en' }) {
  const { t } = useTranslation('questions');
  return <>{t(`locales.${locale}`)}</>;
}

export const questionColumns: Column<QuestionItem>[] = [
  // Each row is written in its own language, whatever the screen's.
  {
    key: 'question',
    header: 'questions:columns.question',
    render: (row) => (
      <Text size="sm" dir={dirOf(row)}>
        {row.question}
      </Text>
    ),
  },
  {
    key: 'answer',
    header: 'questions:columns.answer',
    render: (row) => (
      <Text size="sm" lineClamp={2} dir={dirOf(row)}>
        {plainExcerpt(row.answer)}
      </Text>
    ),
  },
  { key: 'locale', header: 'questions:columns.locale', render: (row) => <LocaleName locale={row.locale} /> },
];
