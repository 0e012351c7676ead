import type { NewsItem } from '@app/contracts';
import { DateText, Thumbnail, TranslatedText } from '../../shared/data-table/cells';
import type { Column } from '../../shared/data-table/types';

export const newsColumns: Column<NewsItem>[] = [
  { key: 'image', header: 'news:columns.image', width: 80, render: (item) => <Thumbnail src={item.image} /> },
  {
    key: 'name',
    header: 'news:columns.name',
    render: (item) => <TranslatedText entries={item.translation} field="name" />,
  },
  { key: 'created_at', header: 'news:columns.date', render: (item) => <DateText value={item.created_at} /> },
];
