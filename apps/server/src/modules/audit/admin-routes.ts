import { dataAnswer, logActionFilterOptions, logActionsAnswer, logActionsQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../i18n/messages';
import { adminRouter } from '../../kernel/routes';
import { logActionFilterOptions as filterOptions, listLogActions } from './admin-service';

registerFieldLabels({
  ar: {
    user: 'الموظف',
    action: 'الحدث',
    subject: 'نوع السجل',
    from: 'من تاريخ',
    to: 'إلى تاريخ',
    hide_sign_ins: 'إخفاء تسجيل الدخول والخروج',
  },
  en: {
    user: 'staff member',
    action: 'action',
    subject: 'kind of record',
    from: 'from date',
    to: 'to date',
    hide_sign_ins: 'hide sign-ins',
  },
});

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'audit');
  route.get(
    '/api/admin/log_actions',
    {
      permission: 'list log actions',
      summary: 'The action log, newest first',
      description:
        'Filters: user (a staff id, or name:<name> for former staff), action, subject, from/to (days in the ' +
        'company time zone, both included) and hide_sign_ins=1.',
      query: logActionsQuery,
      response: logActionsAnswer,
    },
    (ctx, { query }) => listLogActions(ctx.db, query, ctx.locale),
  );
  route.get(
    '/api/admin/log_actions/filters',
    {
      permission: 'list log actions',
      summary: 'The choices of the action log filters',
      response: dataAnswer(logActionFilterOptions),
    },
    async (ctx) => ({ data: await filterOptions(ctx.db) }),
  );
}
