import type { AdminCartBody, AdminPrescriptionFile, AdminPrescriptionItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, downloadFile } from '../../shared/api-client';
import { createResource } from '../../shared/resource';

/** GET /admin/prescriptions (`type`, `name`, paged): read only here; status and cart are calls of their own. */
export const prescriptions = createResource<AdminPrescriptionItem, never>({
  key: 'prescriptions',
  path: '/admin/prescriptions',
});

/** A prescription's move along its state machine; the lists reload with its new status and moves. */
export function useMovePrescription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: number }) =>
      api.put(`/admin/updateStatus/${id}`, { type: 'prescription', status }),
    onSettled: () => client.invalidateQueries({ queryKey: prescriptions.keys.lists }),
  });
}

/** POST /admin/cart: the chosen medicines go to the customer's cart, marked as the pharmacist's. */
export function useFillCart() {
  return useMutation({
    mutationFn: (body: AdminCartBody) => api.post<{ data: { message: string } }>('/admin/cart', body),
  });
}

/**
 * Downloads a prescription file. The admin route records the download and redirects to a
 * short-lived signed link; the request carries the staff token in its header only, and the file is
 * saved from the answer, so no token ever travels in an address.
 */
export function downloadPrescriptionFile(file: AdminPrescriptionFile): Promise<string> {
  return downloadFile(file.download_url.replace(/^\/api/, ''), { fallbackName: file.name });
}
