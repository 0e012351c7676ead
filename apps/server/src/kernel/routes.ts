import type { Permission } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { PublicRequest } from '../plugins/public-cache';
import {
  type AdminContext,
  adminContext,
  type CustomerContext,
  customerContext,
  publicContext,
  type ServiceContext,
} from './context';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export interface RouteInput<P, Q, B> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

interface RouteDocs {
  summary: string;
  description?: string;
}

/** What every declared route gives: its input schemas and its answer. */
interface RouteShape<P, Q, B, R extends Schema> extends RouteDocs {
  params?: P;
  query?: Q;
  body?: B;
  /** The answer's shape: documented, and checked on the way out. */
  response: R;
  /** 201 for a create; 200 by default. */
  status?: 200 | 201;
}

interface AdminRouteSpec<P, Q, B, R extends Schema> extends RouteShape<P, Q, B, R> {
  /** Any one of these grants access; [] for any signed-in staff member. */
  permission: Permission | readonly Permission[];
}

type Handler<C, P, Q, B, R extends Schema> = (ctx: C, input: RouteInput<P, Q, B>) => Promise<z.input<R>> | z.input<R>;

type Method<C, S extends object = object> = <
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
>(
  url: string,
  spec: RouteShape<P, Q, B, R> & S,
  handler: Handler<C, P, Q, B, R>,
) => void;

type AdminMethod = Method<AdminContext, Pick<AdminRouteSpec<unknown, unknown, unknown, Schema>, 'permission'>>;

export interface AdminRouter {
  get: AdminMethod;
  post: AdminMethod;
  put: AdminMethod;
  delete: AdminMethod;
  /** One route for POST and PUT together (an update the spec sends as a plain POST to the record's URL). */
  postOrPut: AdminMethod;
}

/**
 * Registers a route from its declaration: the docs, the schemas, the access `config`, and a handler
 * given the service context `contextOf` makes from the request.
 */
function declare<C>(
  app: FastifyInstance,
  docsTag: string,
  verb: HTTPMethods | HTTPMethods[],
  config: (spec: object) => Record<string, unknown>,
  contextOf: (request: FastifyRequest) => C,
): Method<C> {
  return (url, spec, handler) => {
    const status = spec.status ?? 200;
    const schema: FastifySchema = {
      tags: [docsTag],
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      response: { [status]: spec.response },
    };
    app.route({
      method: verb,
      url,
      config: config(spec),
      schema,
      handler: async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
        const input = { params: request.params, query: request.query, body: request.body } as RouteInput<
          typeof spec.params,
          typeof spec.query,
          typeof spec.body
        >;
        const answer = await handler(contextOf(request), input);
        return reply.code(status).send(answer);
      },
    });
  };
}

/**
 * Declares /api/admin routes: permission, params, query, body, response and a handler that gets the
 * service context (never the Fastify instance) and the validated input.
 *
 *   const route = adminRouter(app, 'news');
 *   route.get('/api/admin/news', { permission: 'list news', summary: 'News', query: pageQuery, response: newsPage },
 *     (ctx, { query }) => listNews(ctx, query));
 */
export function adminRouter(app: FastifyInstance, docsTag: string): AdminRouter {
  const method = (verb: HTTPMethods | HTTPMethods[]) =>
    declare(
      app,
      docsTag,
      verb,
      (spec) => ({ permission: (spec as AdminRouteSpec<unknown, unknown, unknown, Schema>).permission }),
      adminContext,
    ) as AdminMethod;
  return {
    get: method('GET'),
    post: method('POST'),
    put: method('PUT'),
    delete: method('DELETE'),
    postOrPut: method(['POST', 'PUT']),
  };
}

/**
 * The shop app's routes for signed-in customers (/api/shop): handlers get a `CustomerContext`.
 * Registering and signing in need the caller's address and answer a token: plain public routes.
 */
export interface CustomerRouter {
  get: Method<CustomerContext>;
  post: Method<CustomerContext>;
  put: Method<CustomerContext>;
  delete: Method<CustomerContext>;
}

export function customerRouter(app: FastifyInstance, docsTag: string): CustomerRouter {
  const method = (verb: HTTPMethods) => declare(app, docsTag, verb, () => ({ customer: true }), customerContext);
  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') };
}

export interface PublicReadSpec<P, Q, R extends Schema> extends RouteDocs {
  /** What the answer is built from: a write that invalidates any of these drops the cached answer. */
  cacheTags: readonly string[];
  params?: P;
  query?: Q;
  response: R;
}

/**
 * Declares a cached public read: its answer is checked against `response` once per cache build (a
 * contract break fails loudly in tests instead of reaching the web), then served from memory.
 */
export function publicRead<P extends Schema | undefined, Q extends Schema | undefined, R extends Schema>(
  app: FastifyInstance,
  docsTag: string,
  url: string,
  spec: PublicReadSpec<P, Q, R>,
  handler: (ctx: ServiceContext, input: Omit<RouteInput<P, Q, undefined>, 'body'>) => Promise<z.input<R>> | z.input<R>,
): void {
  app.publicGet(
    url,
    {
      tags: spec.cacheTags,
      schema: {
        tags: [docsTag],
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        response: { 200: spec.response },
      },
    },
    async (request: PublicRequest<unknown>) => {
      const input = { params: request.params, query: request.query } as Omit<RouteInput<P, Q, undefined>, 'body'>;
      const answer = await handler(publicContext(request as unknown as FastifyRequest), input);
      return spec.response.parse(answer);
    },
  );
}

export interface PrivateDownloadSpec<P extends z.ZodType> {
  url: string;
  permission: Permission;
  docsTag: string;
  summary: string;
  params: P;
  /** Records the download (action log) and answers the file's short-lived signed link. */
  link(ctx: AdminContext, params: z.output<P>): Promise<string>;
}

/**
 * A private file handed to staff (an applicant's document, a prescription): the call carries the
 * staff token in its header, writes the log row, then answers 302 to a short-lived signed link, so
 * the long-lived token never appears in an address and the link itself expires.
 */
export function privateDownloadRoute<P extends z.ZodType>(app: FastifyInstance, spec: PrivateDownloadSpec<P>): void {
  app.route({
    method: 'GET',
    url: spec.url,
    config: { permission: spec.permission },
    schema: {
      tags: [spec.docsTag],
      summary: spec.summary,
      description: 'Answers 302 to a short-lived signed link once the log row is written.',
      params: spec.params,
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const link = await spec.link(adminContext(request), request.params as z.output<P>);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  });
}
