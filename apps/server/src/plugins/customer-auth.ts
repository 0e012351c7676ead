/**
 * Customer authentication for the shop app's API, deny by default.
 *
 * Every route under /api/shop says who may call it:
 *
 *   config: { customer: true }    a signed-in customer (their cart, orders, profile)
 *   config: { public: true }      anyone (the catalogue, registering, signing in)
 *
 * A route that declares neither makes registration throw. Customer routes get an onRequest hook that
 * resolves `Authorization: Bearer <token>` among customer tokens only into `request.customer` (401
 * otherwise: a staff token is not one), and their answers are never stored by a cache.
 * `app.customerRoutes` lists every shop route, so a test can walk them all.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../errors';
import { noStoreOnSend } from '../lib/no-store';
import { appendHook, bearerToken } from './auth';
import { type AuthenticatedCustomer, findCustomerByToken } from './customer-sessions';

const SHOP_PREFIX = '/api/shop';

interface CustomerRoute {
  method: string;
  url: string;
  /** Needs a signed-in customer (false: public). */
  customer: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /api/shop route for signed-in customers only. */
    customer?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in customer on customer routes; null elsewhere. */
    customer: AuthenticatedCustomer | null;
  }
  interface FastifyInstance {
    customerRoutes: CustomerRoute[];
  }
}

function isShopUrl(url: string): boolean {
  return url === SHOP_PREFIX || url.startsWith(`${SHOP_PREFIX}/`);
}

/** The signed-in customer of a customer route; throws 401 when called elsewhere by mistake. */
export function requireCustomer(request: FastifyRequest): AuthenticatedCustomer {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}

function guard(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const customer = token ? await findCustomerByToken(app.db, token) : null;
    if (!customer) throw unauthenticated();
    request.customer = customer;
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('customer', null);
    app.decorate('customerRoutes', [] as CustomerRoute[]);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isShopUrl(route.url)) return;
      const config = route.config ?? {};
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      const where = `${methods.join(',')} ${route.url}`;
      if (config.permission !== undefined) throw new Error(`${where}: shop routes take no staff permission`);
      if (config.customer === true && config.public === true) {
        throw new Error(`${where}: declare either customer or public, not both`);
      }
      if (config.customer !== true && config.public !== true) {
        throw new Error(`${where}: shop routes must declare config.customer or config.public`);
      }
      for (const method of methods) {
        if (method !== 'HEAD') app.customerRoutes.push({ method, url: route.url, customer: config.customer === true });
      }
      if (config.customer) {
        route.onRequest = appendHook(route.onRequest, guard(app));
        route.onSend = appendHook(route.onSend, noStoreOnSend);
      }
    });
  },
  { name: 'customer-auth' },
);
