import type { NewsBody, NewsItem } from '@app/contracts';
import { createResource } from '../../shared/resource';

export const news = createResource<NewsItem, NewsBody>({ key: 'news', path: '/admin/news', update: 'method-override' });

export const NEWS_LIST = '/admin/news';
