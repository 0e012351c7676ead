import 'i18next';
import type about from './locales/ar/about.json';
import type adminBranches from './locales/ar/admin-branches.json';
import type auth from './locales/ar/auth.json';
import type branches from './locales/ar/branches.json';
import type career from './locales/ar/career.json';
import type common from './locales/ar/common.json';
import type contact from './locales/ar/contact.json';
import type employment from './locales/ar/employment.json';
import type financeMarket from './locales/ar/finance-market.json';
import type home from './locales/ar/home.json';
import type indicators from './locales/ar/indicators.json';
import type investigator from './locales/ar/investigator.json';
import type investor from './locales/ar/investor.json';
import type logs from './locales/ar/logs.json';
import type magazine from './locales/ar/magazine.json';
import type magazineAdmin from './locales/ar/magazine-admin.json';
import type messagesAdmin from './locales/ar/messages-admin.json';
import type news from './locales/ar/news.json';
import type permissions from './locales/ar/permissions.json';
import type public from './locales/ar/public.json';
import type questions from './locales/ar/questions.json';
import type reports from './locales/ar/reports.json';
import type roles from './locales/ar/roles.json';
import type shell from './locales/ar/shell.json';
import type siteContent from './locales/ar/site-content.json';
import type storeCatalogue from './locales/ar/store-catalogue.json';
import type storeCustomers from './locales/ar/store-customers.json';
import type storeEngagement from './locales/ar/store-engagement.json';
import type storeLoyalty from './locales/ar/store-loyalty.json';
import type toolkit from './locales/ar/toolkit.json';
import type users from './locales/ar/users.json';
import type widgets from './locales/ar/widgets.json';

/** Keys are checked against the Arabic files (the default language); a test keeps English in step. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      'admin-branches': typeof adminBranches;
      auth: typeof auth;
      branches: typeof branches;
      career: typeof career;
      common: typeof common;
      contact: typeof contact;
      employment: typeof employment;
      'finance-market': typeof financeMarket;
      home: typeof home;
      indicators: typeof indicators;
      investigator: typeof investigator;
      investor: typeof investor;
      logs: typeof logs;
      magazine: typeof magazine;
      'magazine-admin': typeof magazineAdmin;
      'messages-admin': typeof messagesAdmin;
      news: typeof news;
      permissions: typeof permissions;
      public: typeof public;
      questions: typeof questions;
      reports: typeof reports;
      roles: typeof roles;
      shell: typeof shell;
      'site-content': typeof siteContent;
      'store-catalogue': typeof storeCatalogue;
      'store-customers': typeof storeCustomers;
      'store-engagement': typeof storeEngagement;
      'store-loyalty': typeof storeLoyalty;
      toolkit: typeof toolkit;
      users: typeof users;
      widgets: typeof widgets;
    };
    returnNull: false;
  }
}
