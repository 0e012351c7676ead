/**
 * Laravel-style method override, as the spec's clients send it.
 *
 * 1. `POST /api/x/1?_method=PUT`, or a POST with `X-HTTP-Method-Override: PUT`: `rewriteUrl` (passed to
 *    `Fastify({ rewriteUrl })` in app.ts) runs before routing, turns the request into a PUT and drops
 *    `_method` from the query, so it reaches the PUT route.
 * 2. `_method=PUT` inside the body (JSON, urlencoded or multipart): Fastify picks the route before the body
 *    is read, so the method cannot change the route any more. So every PUT, PATCH and DELETE route gets a
 *    POST twin, registered automatically: a copy of the route (same schema, handler, permission and hooks)
 *    for POST. After the body is parsed, the twin removes `_method` and the handler sees `request.method`
 *    as the overriding method. When one URL has separate PUT and DELETE routes, the twin copies the first
 *    and re-dispatches the other method internally (its body has no files). A POST without `_method`, or
 *    with one the URL does not serve, is answered 405. A route registered for POST and PUT together
 *    (`method: ['POST', 'PUT']`) needs no twin; a URL with separate POST and PUT routes cannot have one,
 *    so declare such routes together. A PUT, PATCH or DELETE route registered after a separate POST
 *    route of its URL (a create beside a delete with the id in the body) gets no twin: that POST route
 *    re-dispatches a body `_method` naming it.
 *
 * Only PUT, PATCH and DELETE may be asked for, and only by a POST.
 */
import type { IncomingMessage } from 'node:http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { methodNotAllowed, unsupportedMediaType } from '../errors';
import { isUploadedFile } from '../lib/uploads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on the POST twins this plugin registers: the methods the twin's copied route serves. */
    methodOverrideTwin?: readonly string[];
  }
}

const OVERRIDABLE_METHODS: ReadonlySet<string> = new Set(['PUT', 'PATCH', 'DELETE']);
const OVERRIDE_HEADER = 'x-http-method-override';

function decodeName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

function decodeValue(pair: string): string {
  const value = pair.slice(pair.indexOf('=') + 1);
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Fastify's `rewriteUrl`: applies `?_method=` or `X-HTTP-Method-Override` to a POST before routing,
 * and strips `_method` from the query string (the other parameters are kept byte for byte).
 */
export function rewriteUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  let requested: string | undefined;
  let rewritten = url;
  if (queryStart !== -1) {
    const pairs = url.slice(queryStart + 1).split('&');
    const kept: string[] = [];
    for (const pair of pairs) {
      if (decodeName(pair) === '_method') requested ??= decodeValue(pair);
      else if (pair !== '') kept.push(pair);
    }
    if (kept.length !== pairs.length) {
      rewritten = kept.length ? `${url.slice(0, queryStart)}?${kept.join('&')}` : url.slice(0, queryStart);
    }
  }
  const header = req.headers[OVERRIDE_HEADER];
  requested ??= Array.isArray(header) ? header[0] : header;
  const method = requested?.trim().toUpperCase();
  if (req.method === 'POST' && method && OVERRIDABLE_METHODS.has(method)) req.method = method;
  return rewritten;
}

function routeMethods(method: HTTPMethods | HTTPMethods[]): Set<string> {
  return new Set((Array.isArray(method) ? method : [method]).map((m) => m.toUpperCase()));
}

const overrideHooks = new WeakSet<object>();
const isOverrideHook = (hook: unknown) => typeof hook === 'function' && overrideHooks.has(hook);

/** Applies (and removes) a `_method` found in the parsed body. */
function bodyOverride(
  app: FastifyInstance,
  accepted: ReadonlySet<string>,
  /** Methods other routes of the URL serve, re-dispatched when a POST route of its own asks for them. */
  others: () => ReadonlySet<string> | undefined,
): preValidationHookHandler {
  const hook: preValidationHookHandler = async function applyBodyMethod(request: FastifyRequest, reply: FastifyReply) {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, '_method')) return;
    const fields = body as Record<string, unknown>;
    const requested = fields._method;
    delete fields._method;
    const method = typeof requested === 'string' ? requested.trim().toUpperCase() : '';
    const current = request.raw.method?.toUpperCase();
    if (method === current) return;
    if (current === 'POST' && OVERRIDABLE_METHODS.has(method) && accepted.has(method)) {
      request.raw.method = method;
      return;
    }
    if (current === 'POST' && others()?.has(method)) return redispatch(app, request, reply, method);
    throw methodNotAllowed();
  };
  overrideHooks.add(hook);
  return hook;
}

/** The methods a POST twin serves for one URL: those of the route it copies, and others re-dispatched. */
interface TwinTargets {
  direct: Set<string>;
  redispatch: Set<string>;
}

function hasFile(value: unknown): boolean {
  if (isUploadedFile(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).some(hasFile);
}

const FORWARDED_HEADERS = ['authorization', 'locale', 'accept-language', 'user-agent', 'x-forwarded-for', 'cookie'];
const NOT_COPIED = new Set(['content-length', 'transfer-encoding', 'connection', 'date', 'keep-alive']);

/** Runs the request again as `method` through the whole pipeline of that route, and answers what it answered. */
async function redispatch(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, method: string) {
  const body = request.body;
  // Files were streamed to temporary storage for this request; a JSON re-dispatch cannot carry them.
  if (hasFile(body)) throw unsupportedMediaType();
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const hasBody = body !== null && typeof body === 'object' && Object.keys(body).length > 0;
  const answer = await app.inject({
    method: method as HTTPMethods,
    url: request.url,
    headers,
    remoteAddress: request.socket.remoteAddress,
    ...(hasBody ? { payload: body as Record<string, unknown> } : {}),
  });
  reply.code(answer.statusCode);
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !NOT_COPIED.has(name)) reply.header(name, value);
  }
  return reply.send(answer.rawPayload);
}

/** The twin's own hook: applies (and removes) the body's `_method`, which it requires. */
function twinOverride(app: FastifyInstance, targets: TwinTargets): preValidationHookHandler {
  return async function applyTwinMethod(request, reply) {
    const body = request.body;
    let method = '';
    if (body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, '_method')) {
      const fields = body as Record<string, unknown>;
      method = typeof fields._method === 'string' ? fields._method.trim().toUpperCase() : '';
      delete fields._method;
    }
    if (targets.direct.has(method)) {
      request.raw.method = method;
      return;
    }
    if (targets.redispatch.has(method)) return redispatch(app, request, reply, method);
    throw methodNotAllowed();
  };
}

function appendPreValidation(route: RouteOptions, hook: preValidationHookHandler): void {
  const existing = route.preValidation;
  route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : [hook];
}

async function methodOverridePlugin(app: FastifyInstance): Promise<void> {
  const twins = new Map<string, TwinTargets>();
  /** Per URL with a POST route of its own: the PUT, PATCH or DELETE routes registered beside it. */
  const beside = new Map<string, Set<string>>();

  // Route-level hooks run after every shared preValidation hook, so the multipart body is parsed by then.
  app.addHook('onRoute', function registerOverride(this: FastifyInstance, route) {
    const accepted = routeMethods(route.method);
    const twinOf = route.config?.methodOverrideTwin;
    if (twinOf) {
      const targets = twins.get(route.url);
      if (targets) appendPreValidation(route, twinOverride(this, targets));
      return;
    }
    if ([...accepted].some((m) => m === 'POST' || OVERRIDABLE_METHODS.has(m))) {
      appendPreValidation(
        route,
        bodyOverride(this, accepted, () => beside.get(route.url)),
      );
    }
    if (accepted.has('POST')) return;
    const overridable = [...accepted].filter((m) => OVERRIDABLE_METHODS.has(m));
    if (overridable.length === 0) return;

    // A URL that already has its own POST route (a create beside a DELETE with the id in the body)
    // cannot get a twin: its POST route re-dispatches the method instead.
    if (!twins.has(route.url) && this.hasRoute({ method: 'POST', url: route.url })) {
      const methods = beside.get(route.url) ?? new Set<string>();
      for (const method of overridable) methods.add(method);
      beside.set(route.url, methods);
      return;
    }
    const existing = twins.get(route.url);
    if (existing) {
      for (const method of overridable) if (!existing.direct.has(method)) existing.redispatch.add(method);
      return;
    }
    twins.set(route.url, { direct: new Set(overridable), redispatch: new Set() });
    // A copy of the route for POST, registered on the same instance (same encapsulated hooks, parsers
    // and error handler); every onRoute hook sees it again, so it gets the same guard and permission.
    const {
      method: _method,
      path: _path,
      routePath: _routePath,
      prefix,
      preValidation,
      ...copied
    } = route as RouteOptions & { path?: string; prefix?: string; routePath?: string };
    const hooks = preValidation === undefined ? [] : Array.isArray(preValidation) ? preValidation : [preValidation];
    this.route({
      ...copied,
      preValidation: hooks.filter((hook) => !isOverrideHook(hook)),
      // `this.route` adds this instance's prefix again.
      url: prefix && route.url.startsWith(prefix) ? route.url.slice(prefix.length) || '/' : route.url,
      method: 'POST',
      config: { ...(route.config ?? {}), methodOverrideTwin: overridable },
    });
  });
}

export default fp(methodOverridePlugin, { name: 'method-override', fastify: '5.x' });
