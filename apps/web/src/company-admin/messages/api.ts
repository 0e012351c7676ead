import type { DataAnswer, MessageBulkDeleteBody, MessageItem, MessageReadBody, UnreadMessages } from '@app/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Key } from 'react';
import { api } from '../../shared/api-client';
import { useStaffEvents } from '../../shared/live-events/use-staff-events';
import { createResource } from '../../shared/resource';
import { useSession } from '../../shared/session';

/** Read, mark and delete only: messages are written by the public forms. */
export const messages = createResource<MessageItem, never>({ key: 'messages', path: '/admin/messages' });

const UNREAD_KEY = ['messages', 'unread-count'] as const;

/** Lists and the menu badge follow a change of read state (the open message's own query is left alone). */
function refreshInbox(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: messages.keys.lists }),
    client.invalidateQueries({ queryKey: UNREAD_KEY }),
  ]);
}

/** One message; the server marks it read as it answers, so the list and the badge are refreshed. */
export function useMessage(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: messages.keys.detail(id ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await api.get<DataAnswer<MessageItem>>(`/admin/messages/${id}`, { signal });
      void refreshInbox(client);
      return answer.data;
    },
    enabled: id !== null,
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: number } & MessageReadBody) =>
      api.post<DataAnswer<MessageItem>>(`/admin/messages/${id}/read`, { read } satisfies MessageReadBody),
    onSuccess: (answer) => {
      client.setQueryData(messages.keys.detail(answer.data.id), answer.data);
      return refreshInbox(client);
    },
  });
}

/** Deletes the ticked messages in one call. */
export function useBulkDeleteMessages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly Key[]) =>
      api.post('/admin/messages/bulkDelete', { ids: ids.map(Number) } satisfies MessageBulkDeleteBody),
    onSuccess: () => refreshInbox(client),
  });
}

/**
 * How many messages are unread, for the menu badge: refreshed the moment a visitor sends one (the
 * staff event stream) and after the stream comes back from a break; checked every few minutes
 * besides, should the stream be unavailable (a proxy that buffers it).
 */
export function useUnreadCount() {
  const { can } = useSession();
  const client = useQueryClient();
  const allowed = can('list messages');
  useStaffEvents(allowed ? ['admin.message.received'] : [], {
    onEvent: () => void refreshInbox(client),
    onReconnect: () => void refreshInbox(client),
  });
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => api.get<UnreadMessages>('/admin/messages/unread-count', { signal }),
    select: (answer) => answer.data.unread,
    enabled: allowed,
    refetchInterval: 5 * 60_000,
  });
}

export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/admin/messages/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: messages.keys.detail(id) });
      return refreshInbox(client);
    },
  });
}
