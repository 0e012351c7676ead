import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  HookHandlerDoneFunction,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { type MessageRef, validationError } from '../errors';
import { isUploadedFile } from '../lib/uploads';
import { fieldPath } from '../lib/zod-errors';

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

const NUL = '\u0000';

/** Collects the bracket names of every string (or uploaded file name, or key) holding a NUL character. */
function collectNul(value: unknown, path: PropertyKey[], found: Set<string>, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.add(fieldPath(path));
    return;
  }
  if (isUploadedFile(value)) {
    if (value.filename.includes(NUL)) found.add(fieldPath(path));
    return;
  }
  // Parsed bodies are bounded in depth by their parsers; the cap only guards against a cycle.
  if (value === null || typeof value !== 'object' || depth > 32) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collectNul(item, [...path, index], found, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const safeKey = key.replaceAll(NUL, '');
    if (key !== safeKey) found.add(fieldPath([...path, safeKey]));
    collectNul(item, [...path, safeKey], found, depth + 1);
  }
}

/**
 * PostgreSQL text cannot hold NUL: refuse it in every path parameter, query value, body value,
 * field name and uploaded file name, before any schema or handler sees the request (422, per field).
 */
export function findNulFields(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string[] {
  const found = new Set<string>();
  for (const part of [request.params, request.query, request.body]) collectNul(part, [], found);
  return [...found];
}

// Every request passes this hook: synchronous (a callback, not a promise), so a clean request
// continues in the same turn instead of a microtask later.
function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const fields = findNulFields(request);
  if (fields.length === 0) {
    done();
    return;
  }
  const errors: Record<string, MessageRef[]> = {};
  for (const field of fields) errors[field] = [{ key: 'invalid_characters', params: { field } }];
  done(validationError(errors));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin (HEAD twins left out), so tests can walk them all. */
    registeredRoutes: { method: string; url: string }[];
  }
}

async function validationPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('registeredRoutes', [] as { method: string; url: string }[]);
  app.setValidatorCompiler(bodyAwareValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A route-level hook runs after every shared preValidation hook, so a multipart body is parsed by then;
  // every route gets it when registered, present and future, with or without a schema.
  app.addHook('onRoute', (route) => {
    const existing = route.preValidation;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    if (!hooks.includes(refuseNul)) route.preValidation = [refuseNul, ...hooks];
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url });
    }
  });
}

export default fp(validationPlugin, { name: 'validation', fastify: '5.x' });
