import { branchCitiesAnswer, branchData, branchesAnswer, branchQuery, idParam } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicFileUrl } from '../../kernel/file-urls';
import { publicRead } from '../../kernel/routes';
import { BRANCHES_TAG, getPublicBranch, listBranchCities, listPublicBranches, rekeyBranches } from './service';

/**
 * Public branch finder: GET /api/branches (spec), GET /api/branches/cities (addition for the city
 * filter) and GET /api/branches/{id} (addition: a branch's own page).
 */
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

  publicRead(
    app,
    'branches',
    '/api/branches/:id',
    {
      cacheTags: [BRANCHES_TAG],
      summary: "One active branch (addition: the branch's own page)",
      params: idParam,
      response: branchData,
    },
    async (ctx, { params }) => ({ data: await getPublicBranch(ctx.db, publicFileUrl(ctx), ctx.locale, params.id) }),
  );
}
