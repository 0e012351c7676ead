import type { InvestigatorBody, InvestigatorItem } from '@app/contracts';
import { createResource } from '../../shared/resource';

export const investigator = createResource<InvestigatorItem, InvestigatorBody>({
  key: 'investigator',
  path: '/admin/investigator',
  update: 'method-override',
});

export const INVESTIGATOR_LIST = '/admin/investigator';
