import type { NewsItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { news } from './api';
import { newsColumns } from './columns';
import { NewsFormPage } from './news-form';

function NewsList() {
  const translated = useTranslated();
  return (
    <ListPage<NewsItem>
      resource={news}
      title="news:title"
      columns={newsColumns}
      add={{ label: 'news:add', permission: 'add news', path: 'add-news' }}
      edit={{ permission: 'update news', path: (row) => `add-news/${row.id}` }}
      remove={{ permission: 'delete news', message: 'news:delete_confirm' }}
      rowLabel={(row) => translated(row.translation, 'name')}
    />
  );
}

/** /admin/news: the list, /admin/news/add-news and /admin/news/add-news/{id}: the form. */
export default function NewsScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('news');
  return (
    <ScreenRoutes>
      <Route index element={<NewsList />} />
      <Route path="add-news/:id?" element={<NewsFormPage />} />
    </ScreenRoutes>
  );
}
