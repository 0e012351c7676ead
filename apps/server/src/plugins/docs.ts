import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markRoutesPublic } from '../lib/public-routes';

const DOCS_PREFIX = '/api/docs';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** zod → JSON Schema, and routes marked `config.public` are shown without the bearer lock. */
function transform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const isPublic = (input.route?.config as { public?: unknown } | undefined)?.public === true;
  if (isPublic && !(result.schema && 'security' in result.schema)) {
    return { ...result, schema: { ...(result.schema ?? {}), security: [] } };
  }
  return result;
}

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, the browsable UI at /api/docs. */
async function docsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Pharmacy platform API',
        description:
          'Send `locale: ar|en` for localized answers and messages. Lists take `page` (from 1) and `limit` ' +
          '(default 10, at most 100). Validation failures are 422 `{ message, errors: { field: [messages] } }`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A staff token from POST /api/admin/login.' },
        },
      },
      security: [{ bearerAuth: [] }],
    },
    transform,
  });

  await app.register(async (docs) => {
    markRoutesPublic(docs);
    await docs.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
  });
}

export default fp(docsPlugin, { name: 'docs', fastify: '5.x' });
