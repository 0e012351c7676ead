import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config';
import type { MultipartEntry } from '../lib/multipart-payload';
import { authHeader, type SignedIn, signInAsSuperAdmin } from './auth';
import { createTestContext, type TestContext } from './harness';
import { postMultipart } from './multipart';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Whose token a request carries and its language; unset, the file's super admin and language. */
export interface RequestOptions {
  as?: string;
  locale?: string;
}

/**
 * One test file's app on a fresh database, with a super admin signed in. Registers the beforeAll
 * that makes them (the file's own beforeAll hooks, registered after this call, run after it) and
 * the afterAll that closes the app. Requests go as that admin, in `locale`, unless told otherwise.
 */
export function adminTestContext(options: { adminName?: string; locale?: string; config?: Partial<Config> } = {}) {
  const defaultLocale = options.locale ?? 'ar';
  let made: { context: TestContext; admin: SignedIn } | undefined;

  beforeAll(async () => {
    const context = await createTestContext(options.config);
    made = { context, admin: await signInAsSuperAdmin(context.app, { name: options.adminName }) };
  });
  afterAll(() => made?.context.close());

  const current = () => {
    if (!made) throw new Error('The admin test context is made in beforeAll: use it in hooks and tests.');
    return made;
  };
  const sender = (request: RequestOptions) => ({
    token: request.as ?? current().admin.token,
    locale: request.locale ?? defaultLocale,
  });

  /** A request with a JSON body when one is given. */
  function call(method: Method, url: string, payload?: object, request: RequestOptions = {}) {
    const { token, locale } = sender(request);
    return current().context.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...authHeader(token), locale },
    });
  }

  return {
    get app() {
      return current().context.app;
    },
    get database() {
      return current().context.database;
    },
    /** The super admin requests go as by default. */
    get admin() {
      return current().admin;
    },
    get token() {
      return current().admin.token;
    },
    call,
    get: (url: string, request: RequestOptions = {}) => call('GET', url, undefined, request),
    /** A multipart POST: uploads, and edits with `_method=PUT` among the entries. */
    send: (url: string, entries: MultipartEntry[], request: RequestOptions = {}) =>
      postMultipart(current().context.app, url, entries, sender(request)),
  };
}
