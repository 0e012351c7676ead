import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BRANCHES_TAG, listBranchCities, listPublicBranches } from './service';

const branchQuery = z.object({
  search: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
});

/** Public branch finder: GET /api/branches (spec) and GET /api/branches/cities (addition for the city filter). */
export default async function branchesRoutes(app: FastifyInstance): Promise<void> {
  const fileUrl = (key: string | null) => (key ? app.storage.publicUrl(key) : null);

  app.publicGet('/api/branches', { tags: [BRANCHES_TAG], schema: { querystring: branchQuery } }, async (request) => ({
    data: await listPublicBranches(app.db, fileUrl, request.locale, request.query),
  }));

  app.publicGet('/api/branches/cities', { tags: [BRANCHES_TAG] }, async (request) => ({
    data: await listBranchCities(app.db, request.locale),
  }));
}
