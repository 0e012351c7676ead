import type { AdminOrderDetail, AdminOrderItem, DataAnswer } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource, type Id } from '../../shared/resource';

/** GET admin/orders (the list and the user form's orders tab). Orders are never edited or deleted here. */
export const orders = createResource<AdminOrderItem>({ key: 'orders', path: '/admin/orders' });

/** GET admin/orders/{id}: the details popup and the invoice (history, prescription files, seller, QR). */
export function useOrderDetail(id: Id | null) {
  return useQuery({
    queryKey: orders.keys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<DataAnswer<AdminOrderDetail>>(`/admin/orders/${id}`, { signal }),
    enabled: id !== null,
    select: (answer) => answer.data,
  });
}

/** After a status change or a cancel, every list and detail of orders shows the order as it is now. */
function useRefreshOrders() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: orders.keys.all });
}

/** PUT admin/updateStatus/{id} with type `order`: the state machine on the server decides. */
export function useChangeOrderStatus() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: ({ id, status }: { id: Id; status: number }) =>
      api.put(`/admin/updateStatus/${id}`, { type: 'order', status }),
    onSuccess: refresh,
  });
}

/** Cancelling gives back stock, coupon use, wallet and points (the spec's GET, sent as the equivalent POST). */
export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: Id) => api.post(`/admin/delete_order/${id}`),
    onSuccess: refresh,
  });
}
