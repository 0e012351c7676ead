import type {
  DataAnswer,
  HomeStatisticItem,
  HomeStatisticsBody,
  MenuBody,
  MenuItem,
  SliderItem,
  VisitStatisticsItem,
} from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

/** A list the back-office edits as a whole: read it, save it, and keep the cache on the answer. */
function useWholeList<Item, Body>(key: string, path: string) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['widgets', key],
    queryFn: ({ signal }) => api.get<DataAnswer<Item[]>>(path, { signal }),
    select: (answer) => answer.data,
  });
  const save = useMutation({
    mutationFn: (body: Body) => api.post<DataAnswer<Item[]>>(path, body),
    onSuccess: (answer) => client.setQueryData(['widgets', key], answer),
  });
  return { query, save };
}

export const useMenu = () => useWholeList<MenuItem, MenuBody>('menu', '/admin/menus');
export const useHomeStatistics = () =>
  useWholeList<HomeStatisticItem, HomeStatisticsBody>('home-statistics', '/admin/statistics/home_page');

/** One slider's images and its three changes (add several, reorder, delete one). */
export function useSlider(path: string) {
  const client = useQueryClient();
  const key = ['widgets', 'slider', path];
  const set = (answer: DataAnswer<SliderItem[]>) => client.setQueryData(key, answer);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<DataAnswer<SliderItem[]>>(path, { signal }),
    select: (answer) => answer.data,
  });
  const add = useMutation({
    mutationFn: (body: FormData) => api.post<DataAnswer<SliderItem[]>>(path, body),
    onSuccess: set,
  });
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api.post<DataAnswer<SliderItem[]>>(`${path}/order`, { ids }),
    onSuccess: set,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${path}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  return { query, add, reorder, remove };
}

export function useVisitStatistics(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['widgets', 'visits', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<DataAnswer<VisitStatisticsItem>>('/admin/visitStatistics', {
        query: { from: range.from, to: range.to },
        signal,
      }),
    select: (answer) => answer.data,
  });
}
