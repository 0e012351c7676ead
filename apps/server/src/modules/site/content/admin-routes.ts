import {
  ABOUT_IMAGES,
  aboutPageBody,
  aboutPageItem,
  dataAnswer,
  homeSectionInput,
  homeSectionParam,
  homeSectionsBody,
  investorSectionInput,
  investorSectionParam,
  investorSectionsBody,
  listAnswer,
  pageSectionItem,
  WEBSITE_CONTACT_ICONS,
  websiteContactsBody,
  websiteContactsItem,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  saveAboutPage,
  saveHomeSections,
  saveInvestorSections,
  saveWebsiteContacts,
  showAboutPage,
  showHomeSection,
  showInvestorSection,
  showWebsiteContacts,
} from './admin-service';

const files = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, uploadedFile.optional()])) as Record<
    K,
    z.ZodOptional<typeof uploadedFile>
  >;
const sectionFiles = { image: uploadedFile.optional(), image_en: uploadedFile.optional() };

const contactsBody = websiteContactsBody.extend(files(WEBSITE_CONTACT_ICONS));
const aboutBody = aboutPageBody.extend(files(ABOUT_IMAGES));
const homeBody = homeSectionsBody.extend({
  sections: z.array(homeSectionInput.extend(sectionFiles)).max(5).optional(),
});
const investorBody = investorSectionsBody.extend({
  sections: z.array(investorSectionInput.extend(sectionFiles)).max(9).optional(),
});

/** Company back-office: the website's contact data, about-us page, home and investor page sections. */
export default async function siteContentAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'website content');

  route.get(
    '/api/admin/website_contacts/show',
    {
      permission: 'manage website contacts',
      summary: 'Website contact data',
      response: dataAnswer(websiteContactsItem),
    },
    async (ctx) => ({ data: await showWebsiteContacts(ctx) }),
  );
  route.post(
    '/api/admin/website_contacts',
    {
      permission: 'manage website contacts',
      summary: 'Save the website contact data (multipart; icons optional, kept when not sent)',
      body: contactsBody,
      response: dataAnswer(websiteContactsItem),
    },
    async (ctx, { body }) => ({ data: await saveWebsiteContacts(ctx, body) }),
  );

  route.get(
    '/api/admin/about_us_page/show',
    { permission: 'manage about page', summary: 'About-us page images and texts', response: dataAnswer(aboutPageItem) },
    async (ctx) => ({ data: await showAboutPage(ctx) }),
  );
  route.post(
    '/api/admin/about_us_page',
    {
      permission: 'manage about page',
      summary: 'Save the about-us page (multipart: translations[i][field], image files kept when not sent)',
      body: aboutBody,
      response: dataAnswer(aboutPageItem),
    },
    async (ctx, { body }) => ({ data: await saveAboutPage(ctx, body) }),
  );

  route.get(
    '/api/admin/home_page_sections/:section',
    {
      permission: 'manage home page',
      summary: 'One home page section (1 to 5)',
      params: homeSectionParam,
      response: dataAnswer(pageSectionItem),
    },
    async (ctx, { params }) => ({ data: await showHomeSection(ctx, params.section) }),
  );
  route.post(
    '/api/admin/home_page_sections',
    {
      permission: 'manage home page',
      summary: 'Save home page sections (multipart: sections[i][section|image|image_en|translations][j][…])',
      body: homeBody,
      response: listAnswer(pageSectionItem),
    },
    async (ctx, { body }) => ({ data: await saveHomeSections(ctx, body) }),
  );

  route.get(
    '/api/admin/investor_relations_page_sections/:section',
    {
      permission: 'manage investor page',
      summary: 'One investor page section (1 to 9)',
      params: investorSectionParam,
      response: dataAnswer(pageSectionItem),
    },
    async (ctx, { params }) => ({ data: await showInvestorSection(ctx, params.section) }),
  );
  route.post(
    '/api/admin/investor_relations_page_sections',
    {
      permission: 'manage investor page',
      summary:
        'Save investor page sections (multipart: sections[i][section|image|image_en|translations][j][…]; image_en for 1 and 2 only)',
      body: investorBody,
      response: listAnswer(pageSectionItem),
    },
    async (ctx, { body }) => ({ data: await saveInvestorSections(ctx, body) }),
  );
}
