import type { FastifyInstance, InjectOptions } from 'fastify';
import { news, reportFiles, reports } from '../db/schema/index';
import { multipartPayload } from '../lib/multipart-payload';
import { signInAs, signInAsSuperAdmin, TEST_PASSWORD } from './auth';
import type { FakePaytabs } from './fake-paytabs';
import { MINIMAL_PDF } from './files';

/** A prepared call: the URL with its ids filled in, and what to send (headers are added by the walk). */
export interface PreparedCall {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** The token to call with; the walk's super-admin when absent. */
  token?: string;
  /** The staff member the log row names, when not the walk's super-admin (signing in or out). */
  adminId?: number;
}

export interface WriteFixture {
  /** A call that succeeds and so must write exactly one log row, as the calling staff member. */
  valid(app: FastifyInstance): Promise<PreparedCall>;
  /**
   * A call that is refused after authorization (validation, not found, a business rule) and so must
   * write nothing at all. By default: an empty body for a route without an id, a missing id otherwise.
   */
  refused?(app: FastifyInstance): Promise<PreparedCall>;
}

/** Who the log row of a shop call names. */
export type ExpectedActor =
  | { kind: 'customer'; id: number }
  /** The customer the answer names (`data.customer.id`): the one registration creates. */
  | { kind: 'customer'; id: 'answered' }
  /** A system actor by name (the payment gateway's callback). */
  | { kind: 'system'; name: string };

/** A call to a shop route: always with its own token (a customer's, or '' for a public route). */
export interface ShopCall extends PreparedCall {
  token: string;
  /** Who the log row names; required for a logged route. */
  actor?: ExpectedActor;
}

/** What the shop walk gives its fixtures besides the app: the payment gateway the app talks to. */
export interface ShopWalk {
  gateway: FakePaytabs;
}

/**
 * The fixture of a shop write route (`app.customerRoutes`), exported as `shopWriteFixtures` from
 * `src/test/fixtures/<module>-writes.ts`.
 */
export interface ShopWriteFixture {
  /** False for the customer's working state (cart, devices): written in one transaction, never logged. */
  logged: boolean;
  /** A call that succeeds: one transaction, with one log row naming `actor` when logged. */
  valid(app: FastifyInstance, walk: ShopWalk): Promise<ShopCall>;
  /** A call refused after authorization: it writes nothing at all. */
  refused(app: FastifyInstance, walk: ShopWalk): Promise<ShopCall>;
}

const MISSING_ID = 2147483647;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function newAdmin(app: FastifyInstance) {
  return signInAs(app, { permissions: ['list users'] });
}

/**
 * One entry per admin write route ("METHOD url" as registered); a module may instead export its own
 * `writeFixtures` from `src/test/fixtures/<module>-writes.ts`. The walk fails for a write route
 * without an entry, so every new mutation is proven to go through the one write path.
 */
async function multipart(url: string, entries: Array<[string, string | { filename: string; content: Buffer }]>) {
  const { payload, headers } = await multipartPayload(entries);
  return { url, payload, headers };
}

const bilingual = (ar: string, en: string) => ({ ar, en });

const newsTexts: Array<[string, string]> = [
  ['translation[0][local]', 'ar'],
  ['translation[0][name]', 'خبر'],
  ['translation[0][content]', '<p>نص</p>'],
  ['translation[1][local]', 'en'],
  ['translation[1][name]', 'News'],
  ['translation[1][content]', '<p>Text</p>'],
];

async function newsId(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(news)
    .values({ name: bilingual('خبر', 'News'), content: bilingual('<p>نص</p>', '<p>Text</p>') })
    .returning({ id: news.id });
  return row!.id;
}

const reportTexts: Array<[string, string]> = [
  ['translations[0][locale]', 'ar'],
  ['translations[0][title]', 'تقرير'],
  ['translations[1][locale]', 'en'],
  ['translations[1][title]', 'Report'],
];

async function reportWithFile(app: FastifyInstance): Promise<{ reportId: number; fileId: number }> {
  const [report] = await app.db
    .insert(reports)
    .values({ title: bilingual('تقرير', 'Report') })
    .returning();
  const [file] = await app.db
    .insert(reportFiles)
    .values({ reportId: report!.id, file: 'reports/missing.pdf', title: bilingual('ملف', 'File') })
    .returning();
  return { reportId: report!.id, fileId: file!.id };
}

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/login': {
    async valid(app) {
      const admin = await signInAs(app, { permissions: ['list users'] });
      const payload = { email: admin.email, password: TEST_PASSWORD };
      return { url: '/api/admin/login', payload, token: '', adminId: admin.adminId };
    },
    async refused(app) {
      const admin = await signInAs(app, { permissions: ['list users'] });
      return { url: '/api/admin/login', payload: { email: admin.email, password: 'wrong-password-1' }, token: '' };
    },
  },
  'POST /api/admin/logout': {
    async valid(app) {
      const admin = await signInAsSuperAdmin(app);
      return { url: '/api/admin/logout', token: admin.token, adminId: admin.adminId };
    },
    // Any signed-in admin may sign out, and nothing else can go wrong: the refusal is the 401 the
    // authorization walk covers.
    refused: async () => ({ url: '/api/admin/logout', token: 'not-a-token' }),
  },
  'POST /api/admin/admins': {
    async valid(app) {
      const [role] = await app.db.query.roles.findMany({ limit: 1 });
      return {
        url: '/api/admin/admins',
        payload: {
          name: 'New admin',
          email: `new-${unique()}@example.test`,
          password: 'Strong-pass-1',
          role_id: role!.id,
        },
      };
    },
  },
  'PUT /api/admin/admins/:id': {
    async valid(app) {
      const other = await newAdmin(app);
      const payload = { name: 'Renamed admin', email: other.email, role_id: other.roleId };
      return { url: `/api/admin/admins/${other.adminId}`, payload };
    },
  },
  'DELETE /api/admin/admins/:id': {
    async valid(app) {
      return { url: `/api/admin/admins/${(await newAdmin(app)).adminId}` };
    },
  },
  'POST /api/admin/news': { valid: async () => multipart('/api/admin/news', newsTexts) },
  'PUT /api/admin/news/:id': {
    valid: async (app) => ({ ...(await multipart(`/api/admin/news/${await newsId(app)}`, newsTexts)) }),
    refused: async () => multipart(`/api/admin/news/${MISSING_ID}`, newsTexts),
  },
  'DELETE /api/admin/news/:id': { valid: async (app) => ({ url: `/api/admin/news/${await newsId(app)}` }) },
  'POST /api/admin/reportsResults': {
    valid: async () =>
      multipart('/api/admin/reportsResults', [
        ...reportTexts,
        ['attachments[0][title_ar]', 'ملف'],
        ['attachments[0][title_en]', 'File'],
        ['attachments[0][file]', { filename: 'a.pdf', content: MINIMAL_PDF }],
      ]),
  },
  'PUT /api/admin/reportsResults/:id': {
    valid: async (app) => multipart(`/api/admin/reportsResults/${(await reportWithFile(app)).reportId}`, reportTexts),
    refused: async () => multipart(`/api/admin/reportsResults/${MISSING_ID}`, reportTexts),
  },
  'DELETE /api/admin/reportsResults/file': {
    valid: async (app) => ({
      url: '/api/admin/reportsResults/file',
      payload: { id: (await reportWithFile(app)).fileId },
    }),
    refused: async () => ({ url: '/api/admin/reportsResults/file', payload: { id: MISSING_ID } }),
  },
  'DELETE /api/admin/reportsResults/:id': {
    valid: async (app) => ({ url: `/api/admin/reportsResults/${(await reportWithFile(app)).reportId}` }),
  },
};

export { MISSING_ID };

export function defaultRefusal(url: string): PreparedCall {
  return url.includes(':')
    ? { url: url.replace(/:[a-zA-Z]+/g, String(MISSING_ID)), payload: {} }
    : { url, payload: {} };
}
