import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { DataAnswer, PageSection } from '../common/api-types';

export function useHomeSections() {
  return useQuery({
    queryKey: ['public', 'home_sections'],
    queryFn: ({ signal }) =>
      api.get<DataAnswer<PageSection[]>>('/home_page_sections', { signal }).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}
