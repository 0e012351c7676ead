import type {
  DataAnswer,
  PageAnswer,
  PushNotificationBody,
  PushNotificationItem,
  PushStatusItem,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { ListSource } from '../../shared/data-table/types';
import { createResource, type ListParams } from '../../shared/resource';

/** What was sent (GET /admin/notifications/fcm, paged, newest first). */
const pushHistory = createResource<PushNotificationItem>({
  key: 'push-notifications',
  path: '/admin/notifications/fcm',
});

const STATUS_KEY = ['push-notifications', 'status'] as const;
/** How often the history is read again while a notification is being sent. */
const SENDING_REFRESH_MS = 2000;

/**
 * The history as the table reads it: like the resource's list, read again every two seconds while
 * one of its notifications is still being sent, so counts and status appear without a reload.
 */
export const pushHistoryList: ListSource<PushNotificationItem> = {
  useList: (params: ListParams) =>
    useQuery({
      queryKey: pushHistory.keys.list(params),
      queryFn: ({ signal }) => api.get<PageAnswer<PushNotificationItem>>(pushHistory.path, { query: params, signal }),
      placeholderData: keepPreviousData,
      refetchInterval: (query) =>
        query.state.data?.data.some((row) => row.status === 'pending') ? SENDING_REFRESH_MS : false,
    }),
};

/** Whether push is configured, and how many devices a notification would reach now. */
export function usePushStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) =>
      api.get<DataAnswer<PushStatusItem>>('/admin/notifications/fcm/status', { signal }).then((answer) => answer.data),
  });
}

/** POST /admin/notifications/fcm/users; the history and the device count are read again after it. */
export function useSendPush() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PushNotificationBody) =>
      api.post<DataAnswer<PushNotificationItem>>('/admin/notifications/fcm/users', body).then((answer) => answer.data),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pushHistory.keys.lists }),
        client.invalidateQueries({ queryKey: STATUS_KEY }),
      ]),
  });
}
