import type { FastifyInstance } from 'fastify';
import type { FormQuota } from '../messages/service';
import { CAREERS_TAGS, getEmploymentSettings, listNationalities, submitEmploymentRequest } from './service';

export interface CareersRoutesOptions {
  /** Applications allowed per client address (default: 5 per hour). */
  quota?: FormQuota;
}

/**
 * The public side of careers. The spec's client reads `data.data` of the nationalities and
 * settings answers, so both keep that extra `data` level.
 */
export default async function careersRoutes(app: FastifyInstance, options: CareersRoutesOptions): Promise<void> {
  app.publicGet('/api/nationalities', { tags: [CAREERS_TAGS.nationalities] }, async (request) => ({
    data: { data: await listNationalities(app.db, request.locale) },
  }));

  // The public settings also carry the map tile template (configuration), which the branch finder needs.
  app.publicGet('/api/settings', { tags: [CAREERS_TAGS.settings] }, async () => ({
    data: { data: { ...(await getEmploymentSettings(app.db)), map_tile_url: app.config.mapTileUrl } },
  }));

  // Validated by the service rather than a route schema: the answer must list every failing field
  // at once, including those that need the database (nationality) or the files' content.
  app.post(
    '/api/employmentRequest',
    {
      config: { public: true },
      schema: {
        tags: ['careers'],
        summary: 'Submit an employment application (multipart, documents under attachments[...])',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const id = await submitEmploymentRequest(app, request.body, {
        ip: request.ip,
        locale: request.locale,
        ...(options.quota ? { quota: options.quota } : {}),
      });
      return reply.code(201).send({ data: { id, message: request.t('employment_request_sent') } });
    },
  );
}
