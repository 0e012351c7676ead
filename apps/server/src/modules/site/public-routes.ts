import {
  aboutPageData,
  homeSectionsAnswer,
  investorSectionsAnswer,
  menuAnswer,
  sliderAnswer,
  statisticsAnswer,
  websiteContactsData,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicFileUrl } from '../../kernel/file-urls';
import { publicRead } from '../../kernel/routes';
import {
  getAboutPage,
  getWebsiteContacts,
  listHomeSections,
  listHomeStatistics,
  listInvestorSections,
  listMenu,
  listSlider,
  SITE_TAGS,
} from './service';

/** Public reads of the site's content, all served through the public cache. */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  const docs = 'site';

  publicRead(
    app,
    docs,
    '/api/menu',
    { cacheTags: [SITE_TAGS.menu], summary: 'Active navigation menu items in order', response: menuAnswer },
    async (ctx) => ({ data: await listMenu(ctx.db) }),
  );

  publicRead(
    app,
    docs,
    '/api/website_contacts',
    { cacheTags: [SITE_TAGS.websiteContacts], summary: 'Website contact data', response: websiteContactsData },
    async (ctx) => ({ data: await getWebsiteContacts(ctx.db, publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/statistics/home_page',
    { cacheTags: [SITE_TAGS.homeStatistics], summary: 'Home page statistics', response: statisticsAnswer },
    async (ctx) => ({ data: await listHomeStatistics(ctx.db) }),
  );

  publicRead(
    app,
    docs,
    '/api/home_page_slider',
    { cacheTags: [SITE_TAGS.homeSlider], summary: 'Home page slider images', response: sliderAnswer },
    async (ctx) => ({ data: await listSlider(ctx.db, 'home', publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/investor_relation_page_slider',
    { cacheTags: [SITE_TAGS.investorSlider], summary: 'Investor page slider images', response: sliderAnswer },
    async (ctx) => ({ data: await listSlider(ctx.db, 'investor', publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/home_page_sections',
    {
      cacheTags: [SITE_TAGS.homeSections],
      summary: 'Home page sections 1 to 5 (translation in the request language)',
      response: homeSectionsAnswer,
    },
    async (ctx) => ({ data: await listHomeSections(ctx.db, ctx.locale, publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/about_us_page',
    { cacheTags: [SITE_TAGS.aboutPage], summary: 'About-us page images and texts', response: aboutPageData },
    async (ctx) => ({ data: await getAboutPage(ctx.db, ctx.locale, publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/investor_relations_page_sections',
    {
      cacheTags: [SITE_TAGS.investorSections],
      summary: 'Investor page sections 1 to 9',
      response: investorSectionsAnswer,
    },
    async (ctx) => ({ data: await listInvestorSections(ctx.db, ctx.locale, publicFileUrl(ctx)) }),
  );
}
