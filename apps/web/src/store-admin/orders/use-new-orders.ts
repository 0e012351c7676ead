import type { StoreNotification } from '@app/contracts/store-notifications';
import { useStaffEvents } from '../../shared/live-events/use-staff-events';
import { useSession } from '../../shared/session';

/**
 * Calls `onNewOrder` with each order placed from now on (the staff event `admin.order.created`, on
 * whichever server instance it was placed), and with nothing when the event stream comes back after
 * a break, since orders placed meanwhile were not announced: either way a screen showing orders
 * reloads them. Staff who may not list orders hear of none, and no stream is opened for them. The
 * callback may change on every render; the latest one is called.
 *
 *   useOnNewOrder(() => void queryClient.invalidateQueries({ queryKey: ordersKey }));
 */
export function useOnNewOrder(onNewOrder: (order?: StoreNotification) => void): void {
  const { can } = useSession();
  useStaffEvents(can('list orders') ? ['admin.order.created'] : [], {
    onEvent(name, payload) {
      if (name === 'admin.order.created') onNewOrder(payload as StoreNotification);
    },
    onReconnect() {
      onNewOrder();
    },
  });
}
