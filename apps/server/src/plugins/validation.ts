import { hasBidiControl, isRichTextInput, stripBidiControls } from '@app/contracts';
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

type Pattern = readonly string[];
const ANY_INDEX = '*';

/**
 * Where a body schema holds rich text (`richTextInput`), as path patterns with `*` for a list
 * index: `['translation', '*', 'content']`. Walks objects, lists and the wrappers around them.
 */
function richTextPatterns(schema: unknown, path: string[] = [], found: Pattern[] = [], depth = 0): Pattern[] {
  if (isRichTextInput(schema)) {
    found.push(path);
    return found;
  }
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 32) return found;
  const walk = (inner: unknown, segment?: string) =>
    richTextPatterns(inner, segment === undefined ? path : [...path, segment], found, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) walk(inner, key);
      break;
    case 'array':
      walk(def.element, ANY_INDEX);
      break;
    case 'record':
      walk(def.valueType, ANY_INDEX);
      break;
    case 'pipe':
      walk(def.in);
      walk(def.out);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      break;
    case 'intersection':
      walk(def.left);
      walk(def.right);
      break;
    default:
      // optional, nullable, default, readonly, catch…: one inner schema
      if ('innerType' in def) walk(def.innerType);
  }
  return found;
}

const patternsOfSchema = new WeakMap<object, Pattern[]>();

function richTextPatternsOf(schema: unknown): Pattern[] {
  if (schema === null || typeof schema !== 'object') return [];
  let patterns = patternsOfSchema.get(schema);
  if (!patterns) {
    patterns = richTextPatterns(schema);
    patternsOfSchema.set(schema, patterns);
  }
  return patterns;
}

function matches(pattern: Pattern, path: readonly PropertyKey[]): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((segment, index) => segment === ANY_INDEX || segment === String(path[index]))
  );
}

interface Findings {
  nul: Set<string>;
  bidi: Set<string>;
}

/**
 * Collects the bracket names of every string (or uploaded file name, or key) holding a NUL
 * character and, outside rich-text fields, of every string holding a direction control.
 */
function collect(value: unknown, path: PropertyKey[], found: Findings, richText: Pattern[], depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.nul.add(fieldPath(path));
    else if (hasBidiControl(value) && !richText.some((pattern) => matches(pattern, path)))
      found.bidi.add(fieldPath(path));
    return;
  }
  if (isUploadedFile(value)) {
    if (value.filename.includes(NUL)) found.nul.add(fieldPath(path));
    return;
  }
  // Parsed bodies are bounded in depth by their parsers; the cap only guards against a cycle.
  if (value === null || typeof value !== 'object' || depth > 32) return;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(item, [...path, index], found, richText, depth + 1);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const safeKey = key.replaceAll(NUL, '');
    if (key !== safeKey) found.nul.add(fieldPath([...path, safeKey]));
    collect(item, [...path, safeKey], found, richText, depth + 1);
  }
}

/** The query with direction controls taken out of every value: search and filter text is cleaned, not refused. */
function stripQuery(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripBidiControls(value);
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  if (Array.isArray(value)) return value.map((item) => stripQuery(item, depth + 1));
  for (const [key, item] of Object.entries(value))
    (value as Record<string, unknown>)[key] = stripQuery(item, depth + 1);
  return value;
}

/**
 * PostgreSQL text cannot hold NUL: refuse it in every path parameter, query value, body value,
 * field name and uploaded file name, before any schema or handler sees the request (422, per field).
 */
function findNulFields(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string[] {
  const found: Findings = { nul: new Set(), bidi: new Set() };
  for (const part of [request.params, request.query, request.body]) collect(part, [], found, []);
  return [...found.nul];
}

/**
 * Plain text refuses direction controls (see `hasBidiControl`): every path parameter and body
 * value but the rich-text fields of the route's body schema, which the sanitizer cleans instead.
 */
function findBidiFields(request: Pick<FastifyRequest, 'params' | 'body'>, bodySchema: unknown): string[] {
  const found: Findings = { nul: new Set(), bidi: new Set() };
  collect(request.params, [], found, []);
  collect(request.body, [], found, richTextPatternsOf(bodySchema));
  return [...found.bidi];
}

// Every request passes this hook: synchronous (a callback, not a promise), so a clean request
// continues in the same turn instead of a microtask later.
function refuseNul(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const fields = findNulFields(request);
  const errors: Record<string, MessageRef[]> = {};
  for (const field of fields) errors[field] = [{ key: 'invalid_characters', params: { field } }];
  if (fields.length === 0) {
    for (const field of findBidiFields(request, request.routeOptions.schema?.body)) {
      errors[field] = [{ key: 'bidi_control', params: { field } }];
    }
  }
  if (Object.keys(errors).length > 0) {
    done(validationError(errors));
    return;
  }
  request.query = stripQuery(request.query);
  done();
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
