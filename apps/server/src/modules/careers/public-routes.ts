import { employmentRequestCreated, nationalitiesAnswer, publicSettingsAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { visitorContext } from '../../kernel/context';
import type { FormQuota } from '../../kernel/form-quota';
import { publicRead } from '../../kernel/routes';
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
  publicRead(
    app,
    'careers',
    '/api/nationalities',
    {
      cacheTags: [CAREERS_TAGS.nationalities],
      summary: 'Nationalities of the employment form, the most common first',
      response: nationalitiesAnswer,
    },
    async (ctx) => ({ data: { data: await listNationalities(ctx.db, ctx.locale) } }),
  );

  // The public settings also carry the map tile template (configuration), which the branch finder needs.
  publicRead(
    app,
    'careers',
    '/api/settings',
    {
      cacheTags: [CAREERS_TAGS.settings],
      summary: 'Whether the employment form receives applications, and the map tile template',
      response: publicSettingsAnswer,
    },
    async (ctx) => ({
      data: { data: { ...(await getEmploymentSettings(ctx.db)), map_tile_url: app.config.mapTileUrl } },
    }),
  );

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
        response: { 201: employmentRequestCreated },
      },
    },
    async (request, reply) => {
      const id = await submitEmploymentRequest(visitorContext(request), request.body, {
        ip: request.ip,
        maxFileBytes: app.config.uploads.maxFileBytes,
        ...(options.quota ? { quota: options.quota } : {}),
      });
      return reply.code(201).send({ data: { id, message: request.t('employment_request_sent') } });
    },
  );
}
