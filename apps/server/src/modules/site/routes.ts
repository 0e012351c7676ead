import type { FastifyInstance } from 'fastify';
import {
  type FileUrl,
  getAboutPage,
  getWebsiteContacts,
  listHomeSections,
  listHomeStatistics,
  listInvestorSections,
  listMenu,
  listSlider,
  SITE_TAGS,
} from './service';

/** Public URLs of stored public files, for the answers of this app. */
export function publicFileUrl(app: FastifyInstance): FileUrl {
  return (key) => (key ? app.storage.publicUrl(key) : null);
}

/** Public reads of the site's content, all served through the public cache. */
export default async function siteRoutes(app: FastifyInstance): Promise<void> {
  const fileUrl = publicFileUrl(app);
  const docs = ['site'];

  app.publicGet(
    '/api/menu',
    { tags: [SITE_TAGS.menu], schema: { tags: docs, summary: 'Active navigation menu items in order' } },
    async () => ({ data: await listMenu(app.db) }),
  );

  app.publicGet(
    '/api/website_contacts',
    { tags: [SITE_TAGS.websiteContacts], schema: { tags: docs, summary: 'Website contact data' } },
    async () => ({
      data: await getWebsiteContacts(app.db, fileUrl),
    }),
  );

  app.publicGet(
    '/api/statistics/home_page',
    { tags: [SITE_TAGS.homeStatistics], schema: { tags: docs, summary: 'Home page statistics' } },
    async () => ({
      data: await listHomeStatistics(app.db),
    }),
  );

  app.publicGet(
    '/api/home_page_slider',
    { tags: [SITE_TAGS.homeSlider], schema: { tags: docs, summary: 'Home page slider images' } },
    async () => ({
      data: await listSlider(app.db, 'home', fileUrl),
    }),
  );

  app.publicGet(
    '/api/investor_relation_page_slider',
    { tags: [SITE_TAGS.investorSlider], schema: { tags: docs, summary: 'Investor page slider images' } },
    async () => ({
      data: await listSlider(app.db, 'investor', fileUrl),
    }),
  );

  app.publicGet(
    '/api/home_page_sections',
    {
      tags: [SITE_TAGS.homeSections],
      schema: { tags: docs, summary: 'Home page sections 1 to 5 (translation in the request language)' },
    },
    async (request) => ({
      data: await listHomeSections(app.db, request.locale, fileUrl),
    }),
  );

  app.publicGet(
    '/api/about_us_page',
    { tags: [SITE_TAGS.aboutPage], schema: { tags: docs, summary: 'About-us page images and texts' } },
    async (request) => ({
      data: await getAboutPage(app.db, request.locale, fileUrl),
    }),
  );

  app.publicGet(
    '/api/investor_relations_page_sections',
    { tags: [SITE_TAGS.investorSections], schema: { tags: docs, summary: 'Investor page sections 1 to 9' } },
    async (request) => ({
      data: await listInvestorSections(app.db, request.locale, fileUrl),
    }),
  );
}
