import type { LoyaltySettingsItem } from '@app/contracts';
import { createResource } from '../../shared/resource';

export const loyalty = createResource<LoyaltySettingsItem>({
  key: 'loyalty',
  path: '/admin/loyalty-points',
  listing: 'all',
});
