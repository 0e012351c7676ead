/**
 * Staff authentication and permissions, deny by default.
 *
 * Every route under /api/admin must say who may call it in its route config:
 *
 *   config: { permission: 'list users' }                  one permission
 *   config: { permission: ['list roles', 'add users'] }   any one of these
 *   config: { permission: [] }                            any signed-in admin (profile, logout)
 *   config: { public: true }                              no token at all (only the sign-in)
 *
 * A route that declares neither makes registration throw, so no admin route can be
 * forgotten. Checked routes get an onRequest hook (before the body is parsed or
 * validated) that resolves `Authorization: Bearer <token>` into `request.admin`,
 * answering 401 when the token is missing, unknown, revoked or expired or the account is
 * inactive, and 403 when the role lacks the permission. Routes outside /api/admin are
 * left alone, unless they declare a permission (the few staff calls the specification puts
 * elsewhere). `app.adminRoutes` lists every admin route, so a test can walk them all.
 */
import { isPermission, type Permission } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '../errors';
import { forbidStoring } from '../lib/no-store';
import { type AuthenticatedAdmin, findAdminByToken } from './staff-sessions';

export type { AuthenticatedAdmin } from './staff-sessions';

const ADMIN_PREFIX = '/api/admin';

export interface AdminRoute {
  method: string;
  url: string;
  /** Any one of these grants access; empty means any signed-in admin. */
  permission: readonly Permission[];
  public: boolean;
  /** The POST copy the method override registers for a PUT/DELETE route (same handler and checks). */
  overrideTwin: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on /api/admin routes (unless public): one permission, any of several, or [] for any signed-in admin. */
    permission?: Permission | readonly Permission[];
    /** Marks a route that needs no token. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in admin on checked /api/admin routes; null elsewhere. */
    admin: AuthenticatedAdmin | null;
  }
  interface FastifyInstance {
    adminRoutes: AdminRoute[];
  }
}

function isAdminUrl(url: string): boolean {
  return url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);
}

/** The signed-in admin of a checked route; throws 401 when called elsewhere by mistake. */
export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw unauthenticated();
  return request.admin;
}

function hasAnyPermission(admin: AuthenticatedAdmin, required: readonly string[]): boolean {
  return required.length === 0 || required.some((p) => admin.permissions.has(p));
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function guard(app: FastifyInstance, required: readonly Permission[]): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const admin = token ? await findAdminByToken(app.db, token) : null;
    if (!admin) throw unauthenticated();
    request.admin = admin;
    if (!hasAnyPermission(admin, required)) throw forbidden();
  };
}

export function appendHook<T>(existing: T | T[] | undefined, hook: T): T[] {
  if (existing === undefined) return [hook];
  return Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

export default fp(
  async (app) => {
    app.decorateRequest('admin', null);
    app.decorate('adminRoutes', [] as AdminRoute[]);

    // Sign-in, profile and every other staff answer carry personal or authenticated data: no cache
    // (browser, proxy or CDN) may keep them. Set last, so nothing a handler or plugin sets wins.
    // Every request passes this hook, so it is synchronous and reads only the raw URL; routes
    // outside /api/admin that need it (signed downloads) add `noStoreOnSend` themselves.
    // Staff routes the specification puts outside /api/admin (`api/out_of_stock`, `api/product`): a
    // route there that declares a permission is guarded like an admin route.
    const staffPathsOutsidePrefix = new Set<string>();
    app.addHook('onSend', (request, reply, payload, done) => {
      const url = request.url;
      const queryIndex = url.indexOf('?');
      const path = queryIndex === -1 ? url : url.slice(0, queryIndex);
      if (isAdminUrl(path) || staffPathsOutsidePrefix.has(path)) forbidStoring(reply);
      done(null, payload);
    });
    app.addHook('onRoute', (route: RouteOptions) => {
      const config = route.config ?? {};
      if (!isAdminUrl(route.url)) {
        if (config.permission === undefined) return;
        staffPathsOutsidePrefix.add(route.url);
      }
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      const isPublic = config.public === true;
      if (isPublic && config.permission !== undefined) {
        throw new Error(`${methods.join(',')} ${route.url}: declare either public or permission, not both`);
      }
      if (!isPublic && config.permission === undefined) {
        throw new Error(
          `${methods.join(',')} ${route.url}: admin routes must declare config.permission (or config.public for sign-in)`,
        );
      }
      const required: readonly Permission[] =
        config.permission === undefined
          ? []
          : Array.isArray(config.permission)
            ? config.permission
            : [config.permission];
      const unknown = required.filter((p) => !isPermission(p));
      if (unknown.length > 0)
        throw new Error(`${methods.join(',')} ${route.url}: unknown permission ${unknown.join(', ')}`);

      // HEAD twins of GET routes pass through here too: guard them, list only the GET.
      for (const method of methods) {
        if (method === 'HEAD') continue;
        const overrideTwin = Boolean(config.methodOverrideTwin);
        app.adminRoutes.push({ method, url: route.url, permission: required, public: isPublic, overrideTwin });
      }
      if (!isPublic) route.onRequest = appendHook(route.onRequest, guard(app, required));
    });
  },
  { name: 'auth' },
);
