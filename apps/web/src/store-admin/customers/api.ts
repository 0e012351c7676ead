import type {
  CustomerAddressBody,
  CustomerAddressItem,
  CustomerItem,
  DataAnswer,
  PointsAction,
  PointsEntryItem,
  WalletAction,
  WalletEntryItem,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource, type Id } from '../../shared/resource';

// Edits carry a picture, so they travel as the spec's multipart POST with `_method=PUT`.
export const customers = createResource<CustomerItem>({
  key: 'customers',
  path: '/admin/user',
  update: 'method-override',
});
export const walletEntries = createResource<WalletEntryItem, never, { userId: Id }>({
  key: 'wallet',
  path: '/admin/wallet/{userId}/transactions',
});
export const pointsEntries = createResource<PointsEntryItem, never, { userId: Id }>({
  key: 'points',
  path: '/admin/points/{userId}/transactions',
});

export const USERS_LIST = '/store-admin/users';

/**
 * A bonus, refund or adjustment. Each click gets its own idempotency key, reused if the same
 * request is retried, so a resent request never credits twice. The wallet and the user refresh.
 */
export function useWalletAction(userId: Id) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      amount,
      description,
      key,
    }: {
      type: WalletAction;
      amount: string;
      description: string;
      key: string;
    }) => api.post(`/admin/wallet/${type}/${userId}`, { amount, description }, { idempotencyKey: key }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletEntries.keys.all }),
        client.invalidateQueries({ queryKey: customers.keys.all }),
      ]),
  });
}

/** What the points form sends: the counts and numbers as typed (the server reads Arabic-Indic digits too). */
export interface PointsActionInput {
  points: number;
  description: string;
  order_id?: number | null;
}

/**
 * Adds points to the customer or deducts them, with the idempotency key the form keeps for the
 * attempt (a retry of the same values resends it, so nothing is moved twice). The points history
 * and the user (their balance) refresh.
 */
export function usePointsAction(userId: Id) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ type, body, key }: { type: PointsAction; body: PointsActionInput; key: string }) =>
      api.post<DataAnswer<PointsEntryItem>>(`/admin/points/${type}/${userId}`, body, { idempotencyKey: key }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pointsEntries.keys.all }),
        client.invalidateQueries({ queryKey: customers.keys.all }),
      ]),
  });
}

/** A customer's delivery addresses: the whole list at once (a handful per customer). */
export const customerAddresses = createResource<CustomerAddressItem, CustomerAddressBody, { userId: Id }>({
  key: 'customer-addresses',
  path: '/admin/user/{userId}/addresses',
  listing: 'all',
});
