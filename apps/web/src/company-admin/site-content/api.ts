import type { DataAnswer } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';

/** A singleton or a fixed set of records of the website's content, read and saved as one. */
export function usePageData<T>(key: readonly unknown[], read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({ queryKey: ['site-content', ...key], queryFn: ({ signal }) => read(signal) });
}

export const readData = async <T>(path: string, signal: AbortSignal) =>
  (await api.get<DataAnswer<T>>(path, { signal })).data;

/** Saves multipart content and refreshes what the screens read. */
export function useSavePage(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => api.post<DataAnswer<unknown>>(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['site-content'] }),
  });
}
