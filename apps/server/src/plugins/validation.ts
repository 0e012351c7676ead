import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The instance type route modules work with: `const r: ZodFastify = app.withTypeProvider<ZodTypeProvider>()`,
 * after which `schema: { body, querystring, params, response }` are zod schemas and handlers get typed input.
 */
export type ZodFastify = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * A request without a body (an empty POST, a multipart form with no fields) is validated as `{}`,
 * so the answer lists each required field instead of one "body is invalid".
 */
const bodyAwareValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === undefined || data === null ? {} : data);
};

async function validationPlugin(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(bodyAwareValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

export default fp(validationPlugin, { name: 'validation', fastify: '5.x' });
