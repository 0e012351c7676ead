import { branchCitiesAnswer, branchesAnswer, branchQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicFileUrl } from '../../kernel/file-urls';
import { publicRead } from '../../kernel/routes';
import { BRANCHES_TAG, listBranchCities, listPublicBranches, rekeyBranches } from './service';

/** Public branch finder: GET /api/branches (spec) and GET /api/branches/cities (addition for the city filter). */
export default async function branchesRoutes(app: FastifyInstance): Promise<void> {
  // Keys stored under older folding rules (or before the search key existed) are re-keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyBranches(app.db);
  });

  publicRead(
    app,
    'branches',
    '/api/branches',
    { cacheTags: [BRANCHES_TAG], summary: 'Active branches', query: branchQuery, response: branchesAnswer },
    async (ctx, { query }) => ({ data: await listPublicBranches(ctx.db, publicFileUrl(ctx), ctx.locale, query) }),
  );

  publicRead(
    app,
    'branches',
    '/api/branches/cities',
    { cacheTags: [BRANCHES_TAG], summary: 'Cities of the active branches', response: branchCitiesAnswer },
    async (ctx) => ({ data: await listBranchCities(ctx.db, ctx.locale) }),
  );
}
