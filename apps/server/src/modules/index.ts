import type { FastifyPluginAsync } from 'fastify';
import rolesRoutes from './admins/roles-routes';
import adminsRoutes from './admins/routes';
import auditRoutes from './audit/routes';
import authRoutes from './auth/routes';
import branchesAdminRoutes from './branches/admin/routes';
import branchesRoutes from './branches/routes';
import careersAdminRoutes from './careers/admin/routes';
import careersRoutes from './careers/routes';
import staffEventsRoutes from './events/routes';
import healthRoutes from './health/routes';
import financeMarketAdminRoutes from './investor/finance-market/routes';
import indicatorsAdminRoutes from './investor/indicators/routes';
import investigatorAdminRoutes from './investor/investigator/routes';
import newsAdminRoutes from './investor/news/routes';
import questionsAdminRoutes from './investor/questions/routes';
import reportsAdminRoutes from './investor/reports/routes';
import investorRoutes from './investor/routes';
import magazineAdminRoutes from './magazine/admin/routes';
import magazineRoutes from './magazine/routes';
import messagesAdminRoutes from './messages/admin-routes';
import messagesRoutes from './messages/routes';
import seoRoutes from './seo/routes';
import siteContentAdminRoutes from './site/admin-content/routes';
import siteWidgetsAdminRoutes from './site/admin-widgets/routes';
import siteRoutes from './site/routes';
import visitsAdminRoutes from './visits/admin/routes';
import visitsRoutes from './visits/routes';

/** Every domain module, registered in this order by the app (a new module is one line here). */
export const modules: readonly FastifyPluginAsync[] = [
  healthRoutes,
  // Staff: sign-in, users, log, and the company back-office.
  authRoutes,
  adminsRoutes,
  auditRoutes,
  newsAdminRoutes,
  reportsAdminRoutes,
  careersAdminRoutes,
  financeMarketAdminRoutes,
  investigatorAdminRoutes,
  questionsAdminRoutes,
  indicatorsAdminRoutes,
  branchesAdminRoutes,
  magazineAdminRoutes,
  siteWidgetsAdminRoutes,
  visitsAdminRoutes,
  siteContentAdminRoutes,
  rolesRoutes,
  staffEventsRoutes,
  // Public website content.
  siteRoutes,
  investorRoutes,
  branchesRoutes,
  magazineRoutes,
  visitsRoutes,
  messagesRoutes,
  careersRoutes,
  seoRoutes,
  messagesAdminRoutes,
];
