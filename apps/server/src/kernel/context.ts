import { DEFAULT_LOCALE, type Locale } from '@app/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { badRequest } from '../errors';
import { type MessageKey, type MessageParams, translate } from '../i18n/messages';
import type { UploadedFile } from '../lib/uploads';
import { requireAdmin } from '../plugins/auth';
import { requireCustomer } from '../plugins/customer-auth';
import type { AuthenticatedCustomer } from '../plugins/customer-sessions';
import type { EventBus } from '../plugins/events';
import type { AuthenticatedAdmin } from '../plugins/staff-sessions';
import {
  copyKeysOf,
  type PreparedUpload,
  prepareUpload,
  prepareUploads,
  type SaveUploadOptions,
  type Storage,
  type StoredFile,
  signPrivateUrl,
  storePrepared,
  type UploadRule,
} from '../plugins/storage';

/** Uploads and links, without the services needing the Fastify instance. */
export interface FileService {
  /**
   * Checks a file against its rule (sniffed content) and re-encodes an image: the CPU-heavy part of an
   * upload, done before any transaction opens (422 on the field when refused).
   */
  prepare(file: UploadedFile, rule: UploadRule): Promise<PreparedUpload>;
  /** The same for the files of one form, refused together in one 422; absent files stay undefined. */
  prepareAll(
    uploads: ReadonlyArray<readonly [file: UploadedFile | undefined, rule: UploadRule]>,
  ): Promise<Array<PreparedUpload | undefined>>;
  /**
   * Stores a prepared file under a random name. Admin writes use `mutate`'s `saveFile`, which also
   * removes it if the change does not commit; code with a transaction of its own removes it itself.
   */
  store(prepared: PreparedUpload, options: SaveUploadOptions): Promise<StoredFile>;
  /** Removes a stored file; a missing one is not an error. */
  remove(file: Pick<StoredFile, 'visibility' | 'key'>): Promise<void>;
  /** The URL a public file is served at. */
  publicUrl(key: string): string;
  /** A short-lived link to a private file; hand it out only after checking the caller may see it. */
  signPrivate(key: string, downloadName?: string): string;
}

/** What every service call gets: the database, who is acting, in which language, and the shared services. */
export interface ServiceContext {
  db: Database;
  locale: Locale;
  files: FileService;
  /** Drops public-cache answers built from these tags, here and on every other instance. */
  invalidate(tags: readonly string[]): Promise<void>;
  /** The event bus, as mutate uses it: a change's events announced in its transaction, delivered here after commit. */
  events: Pick<EventBus, 'announceIn' | 'deliverLocally'>;
  log: FastifyBaseLogger;
  /** A message of the catalogue in the request's language. */
  t(key: MessageKey, params?: MessageParams): string;
  /**
   * The request's `Idempotency-Key` header, when it sent a usable one: a ledger write made with it
   * again (a retried click, a resent request) returns the first entry instead of writing a second.
   */
  idempotencyKey?: string;
}

/**
 * The request's `Idempotency-Key`: 1 to 200 visible ASCII characters. A key the server would not keep
 * (too long, with spaces or other characters, sent twice) is a 400: ignored, two sends would write twice.
 */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && /^[\x21-\x7e]{1,200}$/.test(value)) return value;
  throw badRequest('idempotency_key_invalid');
}

/** A customer of the store, signed in to the shop's API. */
export interface CustomerWriter {
  kind: 'customer';
  id: number;
  name: string;
}

/** Someone not signed in, sending a public form (a job application, a contact message). */
interface VisitorWriter {
  kind: 'visitor';
}

/** The system itself: a scheduled job (the retention purge, the restock notifier) or a callback. */
interface SystemWriter {
  kind: 'system';
  /** What it is, as the log shows it ('retention purge'). */
  name: string;
}

/**
 * Who makes a change: a signed-in staff member (as the auth plugin loads them, with their role's
 * names for the log), a customer, a visitor or the system.
 */
export type Writer = AuthenticatedAdmin | CustomerWriter | VisitorWriter | SystemWriter;

/** The context a mutation runs in: the request's (or job's) services and who is writing. */
export interface MutationContext extends ServiceContext {
  actor: Writer;
}

/** A service context with a signed-in staff member: every admin mutation runs in one. */
export interface AdminContext extends ServiceContext {
  actor: AuthenticatedAdmin;
}

export function fileService(app: FastifyInstance): FileService {
  const storage: Storage = app.storage;
  return {
    prepare: (file, rule) => prepareUpload(app, file, rule),
    prepareAll: (uploads) => prepareUploads(app, uploads),
    store: (prepared, options) => storePrepared(app, prepared, options),
    remove: async (file) => {
      await storage.remove(file.visibility, file.key);
      // A public picture's narrower copies go with it.
      if (file.visibility === 'public')
        await Promise.all(copyKeysOf(file.key).map((key) => storage.remove('public', key)));
    },
    publicUrl: (key) => storage.publicUrl(key),
    signPrivate: (key, downloadName) => signPrivateUrl(app, key, undefined, downloadName),
  };
}

/** The context of a public (or any) request. */
export function publicContext(request: FastifyRequest): ServiceContext {
  const app = request.server;
  return {
    db: app.db,
    locale: request.locale,
    files: fileService(app),
    invalidate: (tags) => app.invalidatePublic(tags),
    events: app.events,
    log: request.log,
    t: (key, params) => request.t(key, params),
    idempotencyKey: idempotencyKeyOf(request),
  };
}

/** The context of a public form's request: a visitor writes (kept out of the staff log). */
export function visitorContext(request: FastifyRequest): MutationContext {
  const actor: VisitorWriter = { kind: 'visitor' };
  return { ...publicContext(request), actor };
}

/** The context of a checked /api/admin request (401 if there is no signed-in admin). */
export function adminContext(request: FastifyRequest): AdminContext {
  return { ...publicContext(request), actor: requireAdmin(request) };
}

/** A service context with a signed-in customer: every shop write of theirs runs in one. */
export interface CustomerContext extends ServiceContext {
  actor: CustomerWriter;
  /** Their session (sign-out ends this one). */
  session: AuthenticatedCustomer;
  /** The address the request came from (the client's, behind trusted proxies): throttles count by it. */
  ip: string;
}

/** The context of a checked /api/shop customer request (401 if there is no signed-in customer). */
export function customerContext(request: FastifyRequest): CustomerContext {
  const session = requireCustomer(request);
  return {
    ...publicContext(request),
    actor: { kind: 'customer', id: session.id, name: session.name },
    session,
    ip: request.ip,
  };
}

/** The context of work no request started (a scheduled job): the system writes, in the default language. */
export function systemContext(app: FastifyInstance, name: string, locale: Locale = DEFAULT_LOCALE): MutationContext {
  const actor: SystemWriter = { kind: 'system', name };
  return {
    db: app.db,
    locale,
    files: fileService(app),
    invalidate: (tags) => app.invalidatePublic(tags),
    events: app.events,
    log: app.log,
    t: (key, params) => translate(locale, key, params),
    actor,
  };
}
