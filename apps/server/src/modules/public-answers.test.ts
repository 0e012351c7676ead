import {
  aboutPageData,
  articlesPage,
  articleTagsAnswer,
  branchCitiesAnswer,
  branchesAnswer,
  financeMarketListAnswer,
  homeSectionsAnswer,
  indicatorsAnswer,
  investigatorsAnswer,
  investorSectionsAnswer,
  magazineCategoriesAnswer,
  magazineSubcategoriesAnswer,
  menuAnswer,
  publicNewsPage,
  publicReportsAnswer,
  questionsAnswer,
  sliderAnswer,
  statisticsAnswer,
  websiteContactsData,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { seedDemoBranches } from '../cli/demo/branches';
import { seedDemoInvestor } from '../cli/demo/investor';
import { seedDemoMagazine } from '../cli/demo/magazine';
import { seedDemoSite } from '../cli/demo/site';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.app;
  await seedDemoSite(db, ctx.app.storage);
  await seedDemoInvestor(db, ctx.app.storage);
  await seedDemoBranches(db, ctx.app.storage);
  await seedDemoMagazine(db, ctx.app.storage);
});

afterAll(async () => {
  await ctx?.close();
});

/** Every public read over the demo data, with the contract schema the web reads it by. */
const READS: [string, z.ZodType][] = [
  ['/api/menu', menuAnswer],
  ['/api/website_contacts', websiteContactsData],
  ['/api/statistics/home_page', statisticsAnswer],
  ['/api/home_page_slider', sliderAnswer],
  ['/api/investor_relation_page_slider', sliderAnswer],
  ['/api/home_page_sections', homeSectionsAnswer],
  ['/api/about_us_page', aboutPageData],
  ['/api/investor_relations_page_sections', investorSectionsAnswer],
  ['/api/listNews?local=en', publicNewsPage],
  ['/api/indicatorPerformance', indicatorsAnswer],
  ['/api/reportsResults', publicReportsAnswer],
  ['/api/listFinanceMarket', financeMarketListAnswer],
  ['/api/listInvestigator', investigatorsAnswer],
  ['/api/investor_relation_questions', questionsAnswer],
  ['/api/branches', branchesAnswer],
  ['/api/branches/cities', branchCitiesAnswer],
  ['/api/magazineCategory', magazineCategoriesAnswer],
  ['/api/magazineSubcategory', magazineSubcategoriesAnswer],
  ['/api/article?limit=5', articlesPage],
  ['/api/article/tags', articleTagsAnswer],
];

describe('public answers over the demo data', () => {
  it.each(READS)('GET %s parses with its contract schema, field for field', async (url, schema) => {
    for (const locale of ['ar', 'en']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { locale } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: unknown };
      const parsed = schema.safeParse(body);
      expect(parsed.error).toBeUndefined();
      // Nothing the server sends is outside the contract (zod would drop unknown fields silently).
      expect(parsed.data).toEqual(body);
      // A real sample: the demo data fills every one of these answers.
      if (Array.isArray(body.data)) expect(body.data.length).toBeGreaterThan(0);
      else expect(body.data).toBeTruthy();
    }
  });
});
