import type { AvailabilityItem, ReviewItem } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { createResource } from '../../shared/resource';

export const reviews = createResource<ReviewItem>({ key: 'reviews', path: '/admin/comments' });

export const availabilityRequests = createResource<AvailabilityItem>({
  key: 'availability',
  path: '/admin/check-availabilities',
  deleteBy: 'query',
});

/** Shows a review to customers (1) or hides it (0); the list refreshes whatever the answer. */
export function useReviewStatus(id: number, { onError }: { onError(error: Error): void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: 0 | 1) => api.put('/admin/comments', { id, status }),
    onSettled: () => client.invalidateQueries({ queryKey: reviews.keys.all }),
    onError,
  });
}
