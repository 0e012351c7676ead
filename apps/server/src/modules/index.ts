import type { FastifyPluginAsync } from 'fastify';
import adminsRoutes from './admins/admin-routes';
import auditRoutes from './audit/admin-routes';
import authRoutes from './auth/admin-routes';
import branchesAdminRoutes from './branches/admin-routes';
import branchesRoutes from './branches/public-routes';
import careersAdminRoutes from './careers/admin-routes';
import careersRoutes from './careers/public-routes';
import staffEventsRoutes from './events/admin-routes';
import healthRoutes from './health/public-routes';
import financeMarketAdminRoutes from './investor/finance-market/admin-routes';
import indicatorsAdminRoutes from './investor/indicators/admin-routes';
import investigatorAdminRoutes from './investor/investigator/admin-routes';
import newsAdminRoutes from './investor/news/admin-routes';
import investorRoutes from './investor/public-routes';
import questionsAdminRoutes from './investor/questions/admin-routes';
import reportsAdminRoutes from './investor/reports/admin-routes';
import magazineAdminRoutes from './magazine/admin-routes';
import magazineRoutes from './magazine/public-routes';
import messagesAdminRoutes from './messages/admin-routes';
import messagesRoutes from './messages/public-routes';
import rolesRoutes from './roles/admin-routes';
import seoRoutes from './seo/public-routes';
import siteContentAdminRoutes from './site/content/admin-routes';
import siteRoutes from './site/public-routes';
import siteWidgetsAdminRoutes from './site/widgets/admin-routes';
import storeBannersAdminRoutes from './store/banners/admin-routes';
import shopBannersRoutes from './store/banners/public-routes';
import storeCategoriesAdminRoutes from './store/categories/admin-routes';
import shopCategoriesRoutes from './store/categories/public-routes';
import companiesAdminRoutes from './store/companies/admin-routes';
import customersAdminRoutes from './store/customers/admin-routes';
import customerAccountRoutes from './store/customers/customer-routes';
import deliveryAdminRoutes from './store/delivery/admin-routes';
import shopDeliveryRoutes from './store/delivery/public-routes';
import loyaltyAdminRoutes from './store/loyalty/admin-routes';
import storeNotificationsAdminRoutes from './store/notifications/admin-routes';
import ordersAdminRoutes from './store/orders/admin-routes';
import customerOrdersRoutes from './store/orders/customer-routes';
import shopPaymentRoutes from './store/orders/public-routes';
import prescriptionsAdminRoutes from './store/prescriptions/admin-routes';
import customerPrescriptionsRoutes from './store/prescriptions/customer-routes';
import productsAdminRoutes from './store/products/admin-routes';
import customerAvailabilityRoutes from './store/products/customer-routes';
import shopProductsRoutes from './store/products/public-routes';
import promotionsAdminRoutes from './store/promotions/admin-routes';
import shopOffersRoutes from './store/promotions/public-routes';
import storePushAdminRoutes from './store/push/admin-routes';
import reviewsAdminRoutes from './store/reviews/admin-routes';
import customerReviewsRoutes from './store/reviews/customer-routes';
import storeStatsAdminRoutes from './store/stats/admin-routes';
import visitsAdminRoutes from './visits/admin-routes';
import visitsRoutes from './visits/public-routes';

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
  // Store back-office.
  storeCategoriesAdminRoutes,
  productsAdminRoutes,
  customersAdminRoutes,
  loyaltyAdminRoutes,
  companiesAdminRoutes,
  reviewsAdminRoutes,
  storePushAdminRoutes,
  promotionsAdminRoutes,
  storeBannersAdminRoutes,
  deliveryAdminRoutes,
  storeStatsAdminRoutes,
  // The shop app's API: customers' own calls, and the catalogue anyone may read.
  customerAccountRoutes,
  customerReviewsRoutes,
  customerOrdersRoutes,
  ordersAdminRoutes,
  storeNotificationsAdminRoutes,
  prescriptionsAdminRoutes,
  shopPaymentRoutes,
  customerPrescriptionsRoutes,
  customerAvailabilityRoutes,
  shopCategoriesRoutes,
  shopProductsRoutes,
  shopOffersRoutes,
  shopBannersRoutes,
  shopDeliveryRoutes,
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
