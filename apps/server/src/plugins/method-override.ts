/**
 * Laravel-style method override, as the spec's clients send it.
 *
 * 1. `POST /api/x/1?_method=PUT`, or a POST with `X-HTTP-Method-Override: PUT`: `rewriteUrl` (passed to
 *    `Fastify({ rewriteUrl })` in app.ts) runs before routing, turns the request into a PUT and drops
 *    `_method` from the query, so it reaches the PUT route.
 * 2. `_method=PUT` inside the body (JSON, urlencoded or multipart): Fastify picks the route before the body
 *    is read, so the method cannot change the route any more. Convention: a route the spec updates with
 *    POST + `_method` is registered for both methods,
 *        r.route({ method: ['POST', 'PUT'], url: '/api/admin/branch/:id', ... })
 *    After the body is parsed, this plugin removes `_method` from it and the handler sees `request.method`
 *    as the overriding method. A `_method` the route does not accept is answered 405.
 *
 * Only PUT, PATCH and DELETE may be asked for, and only by a POST.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest, HTTPMethods, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { methodNotAllowed } from '../errors';

export const OVERRIDABLE_METHODS: ReadonlySet<string> = new Set(['PUT', 'PATCH', 'DELETE']);
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

/** Applies (and removes) a `_method` found in the parsed body. */
function bodyOverride(accepted: ReadonlySet<string>): preValidationHookHandler {
  return async function applyBodyMethod(request: FastifyRequest) {
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
    throw methodNotAllowed();
  };
}

async function methodOverridePlugin(app: FastifyInstance): Promise<void> {
  // A route-level hook runs after every shared preValidation hook, so the multipart body is parsed by then.
  app.addHook('onRoute', (route) => {
    const accepted = routeMethods(route.method);
    if (![...accepted].some((m) => m === 'POST' || OVERRIDABLE_METHODS.has(m))) return;
    const existing = route.preValidation;
    const own = bodyOverride(accepted);
    route.preValidation = existing ? [...(Array.isArray(existing) ? existing : [existing]), own] : [own];
  });
}

export default fp(methodOverridePlugin, { name: 'method-override', fastify: '5.x' });
