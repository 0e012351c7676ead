import type { LogAction } from '@app/contracts';
import { createResource } from '../../shared/resource';

/** Read-only: the server writes log rows inside each audited change. */
export const logActions = createResource<LogAction, never>({ key: 'log-actions', path: '/admin/log_actions' });
