import type { NewsItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route, useNavigate } from 'react-router';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import { AddButton, PageHeader } from '../../shared/page-header';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { useTranslated } from '../../shared/translations';
import { news } from './api';
import { newsColumns } from './columns';
import { NewsFormPage } from './news-form';

function NewsList() {
  const translated = useTranslated();
  const navigate = useNavigate();
  const remove = useDeleteAction<NewsItem>(news, { permission: 'delete news', message: 'news:delete_confirm' });
  const edit = editAction<NewsItem>((item) => navigate(`add-news/${item.id}`), 'update news');
  return (
    <>
      <PageHeader
        title="news:title"
        action={<AddButton label="news:add" permission="add news" onClick={() => navigate('add-news')} />}
      />
      <DataTable
        resource={news}
        label="news:title"
        columns={newsColumns}
        actions={[edit, remove]}
        rowLabel={(item) => translated(item.translation, 'name')}
      />
    </>
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
