import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_TIME_ZONE, type InvoiceSeller, isTimeZone } from '@app/contracts';
import { z } from 'zod';
import { DEFAULT_FCM_API_URL, parseServiceAccount, type ServiceAccount, ServiceAccountError } from './lib/fcm';
import { DEFAULT_PAYTABS_URL, type PaytabsConfig } from './lib/paytabs';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Holds the embedded database (pglite/) and uploaded files (uploads/). */
  DATA_DIR: z.string().default('./data'),
  /** postgres://… switches from the embedded database to a PostgreSQL server. */
  DATABASE_URL: z.string().url().optional(),
  /** The address users reach the site at; defaults to http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  /** Largest accepted upload, per file, in megabytes. */
  UPLOAD_MAX_FILE_MB: z.coerce.number().positive().max(100).default(10),
  UPLOAD_MAX_FILES: z.coerce.number().int().positive().max(50).default(20),
  /** Largest total of the files of one request, in megabytes (413 beyond it). */
  UPLOAD_MAX_REQUEST_MB: z.coerce.number().positive().max(1000).default(50),
  /** Staff token lifetime in hours. */
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(12),
  /** Lifetime of a signed download link for a private file, in seconds. */
  SIGNED_URL_TTL_SECONDS: z.coerce.number().int().positive().max(3600).default(300),
  /** Secret for signed download links; generated per process when absent (dev only). */
  URL_SIGNING_SECRET: z.string().min(32).optional(),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** Seed demo content and the demo administrator into an empty database. */
  DEMO: bool.optional(),
  /** Failed sign-ins allowed for one e-mail from one address within the window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().max(1000).default(5),
  /** Failed sign-ins allowed from one address, whatever the e-mail (offices share addresses). */
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().max(100_000).default(20),
  /**
   * Failed sign-ins for one e-mail from all addresses together (distributed guessing) after which
   * attempts from addresses the staff member has never signed in from are slowed down, not refused.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().max(100_000).default(100),
  /** Longest wait imposed on a sign-in by the account-wide throttle (reached at twice its ceiling). */
  LOGIN_ACCOUNT_MAX_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(10),
  /** How long an address stays known (exempt from the account-wide throttle) after a successful sign-in. */
  LOGIN_KNOWN_ADDRESS_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  /** Shop registrations from one address in LOGIN_WINDOW_MINUTES, then 429. */
  REGISTER_MAX_PER_ADDRESS: z.coerce.number().int().positive().max(100_000).default(10),
  /** Registrations refused for a mobile or e-mail already registered, from one address in the window, then 429. */
  REGISTER_MAX_TAKEN_PER_ADDRESS: z.coerce.number().int().positive().max(100_000).default(3),
  LOGIN_WINDOW_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(15),
  /** Directory of the built web app; served with history fallback when present. */
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): unset = none (the
   * socket address is used, so nobody can spoof it); a number of hops, or a comma list of addresses.
   */
  TRUST_PROXY: z.string().optional(),
  /** Whole request (headers and body) must arrive within this many seconds, or it is answered 408. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(120),
  /** Request headers must arrive within this many seconds (at most REQUEST_TIMEOUT_SECONDS). */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(15),
  /** A request body (JSON, form or multipart upload) that sends nothing for this many seconds is answered 408. */
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The group's time zone (IANA): every date shown or exported, day filters and promotions' times. */
  TIME_ZONE: z.string().default(DEFAULT_TIME_ZONE).refine(isTimeZone, 'must be a time zone name such as Asia/Riyadh'),
  /** Where uploaded files live: `local` (DATA_DIR/uploads) or `s3` (an S3-compatible bucket). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint (unset for AWS), e.g. http://127.0.0.1:9000 for MinIO. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  /** Unset: the SDK's default credential chain (environment, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addressing (endpoint/bucket/key): needed by most self-hosted servers. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Folder inside the bucket, so several environments can share one. */
  S3_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'must be one folder name: lowercase letters, digits, - and _')
    .optional(),
  /** Address of the bucket's public/ folder (a CDN or the bucket's own URL) to link public files to. */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** smtp://user:pass@host:587 or smtps://…:465: each new public message is also e-mailed. Unset: no e-mail. */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), 'must start with smtp:// or smtps://')
    .optional(),
  /** The sender of those e-mails (default: no-reply at the host of PUBLIC_URL). */
  MAIL_FROM: z.string().min(3).optional(),
  /** The company address they go to (default: the e-mail of the website contacts). */
  MAIL_TO: z.string().email().optional(),
  /**
   * A Firebase service-account key file (JSON) for push notifications to the shop app's users, or
   * the same JSON in FCM_SERVICE_ACCOUNT_JSON (one of the two). Neither: push is not configured.
   */
  FCM_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  FCM_SERVICE_ACCOUNT_JSON: z.string().min(1).optional(),
  /** Firebase Cloud Messaging's address (HTTP v1 API). */
  FCM_API_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .default(DEFAULT_FCM_API_URL),
  /**
   * PayTabs card payments: the profile id and server key of the PayTabs dashboard, both or neither.
   * Neither: online payment is not configured.
   */
  PAYTABS_PROFILE_ID: z.coerce.number().int().positive().optional(),
  PAYTABS_SERVER_KEY: z.string().min(1).optional(),
  /** PayTabs' address for the profile's region (a key only works at its own region's address). */
  PAYTABS_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
    .default(DEFAULT_PAYTABS_URL),
  /**
   * The seller on the simplified tax invoice and its ZATCA QR code: the registered name in Arabic
   * and English, the VAT registration number (15 digits, 3…3), the commercial registration and the
   * address. INVOICE_VAT_NUMBER set requires the others; unset, invoices say the details are missing.
   */
  INVOICE_SELLER_NAME_AR: z.string().trim().min(1).max(120).optional(),
  INVOICE_SELLER_NAME_EN: z.string().trim().min(1).max(120).optional(),
  INVOICE_VAT_NUMBER: z
    .string()
    .regex(/^3\d{13}3$/, 'must be 15 digits starting and ending with 3')
    .optional(),
  INVOICE_CR_NUMBER: z
    .string()
    .regex(/^\d{10}$/, 'must be the 10 digits of a commercial registration')
    .optional(),
  INVOICE_ADDRESS_AR: z.string().trim().min(1).max(300).optional(),
  INVOICE_ADDRESS_EN: z.string().trim().min(1).max(300).optional(),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  uploads: {
    maxFileBytes: number;
    maxFiles: number;
    maxFields: number;
    maxFieldBytes: number;
    /** The files of one request together (UPLOAD_MAX_REQUEST_MB). */
    maxRequestBytes: number;
  };
  tokenTtlMs: number;
  signedUrlTtlSeconds: number;
  urlSigningSecret: string | undefined;
  mapTileUrl: string;
  demo: boolean;
  login: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    maxFailuresPerAccount: number;
    windowMs: number;
    /** LOGIN_ACCOUNT_MAX_DELAY_SECONDS in milliseconds. */
    accountMaxDelayMs: number;
    /** LOGIN_KNOWN_ADDRESS_DAYS in milliseconds. */
    knownAddressMs: number;
  };
  /** Shop registration's throttle, per address over the sign-in window. */
  register: {
    maxPerAddress: number;
    maxTakenPerAddress: number;
  };
  webDist: string | undefined;
  trustProxy: boolean | number | string[];
  logLevel: string;
  /** TIME_ZONE. */
  timeZone: string;
  storage: StorageConfig;
  /** Milliseconds; see REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS and BODY_IDLE_TIMEOUT_SECONDS. */
  timeouts: { requestMs: number; headersMs: number; bodyIdleMs: number };
  /** Set when SMTP_URL is: where new public messages are e-mailed from and to. */
  mail: MailConfig | undefined;
  /** Set when a Firebase service account is (FCM_SERVICE_ACCOUNT_FILE or _JSON): push notifications are sent. */
  push: PushConfig | undefined;
  /** Set when PAYTABS_PROFILE_ID and PAYTABS_SERVER_KEY are: customers can pay online through PayTabs. */
  payments: PaytabsConfig | undefined;
  /** The seller printed on tax invoices (INVOICE_*); in demo mode a sample seller when unset. */
  invoice: InvoiceSeller | undefined;
}

export interface PushConfig {
  account: ServiceAccount;
  /** FCM_API_URL, without a trailing slash. */
  apiUrl: string;
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** Undefined: the website contacts' e-mail, read when a message is sent. */
  to: string | undefined;
}

export type StorageConfig =
  | { backend: 'local' }
  | {
      backend: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      keyPrefix: string | undefined;
      publicBaseUrl: string | undefined;
    };

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    uploads: {
      maxFileBytes: Math.round(e.UPLOAD_MAX_FILE_MB * 1024 * 1024),
      maxFiles: e.UPLOAD_MAX_FILES,
      maxFields: 1000,
      maxFieldBytes: 1024 * 1024,
      maxRequestBytes: Math.round(e.UPLOAD_MAX_REQUEST_MB * 1024 * 1024),
    },
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    urlSigningSecret: e.URL_SIGNING_SECRET,
    mapTileUrl: e.MAP_TILE_URL,
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    login: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      windowMs: e.LOGIN_WINDOW_MINUTES * 60_000,
      accountMaxDelayMs: Math.round(e.LOGIN_ACCOUNT_MAX_DELAY_SECONDS * 1000),
      knownAddressMs: e.LOGIN_KNOWN_ADDRESS_DAYS * 86_400_000,
    },
    register: {
      maxPerAddress: e.REGISTER_MAX_PER_ADDRESS,
      maxTakenPerAddress: e.REGISTER_MAX_TAKEN_PER_ADDRESS,
    },
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    storage: storageConfig(e),
    timeouts: {
      requestMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
      // Node refuses a headers timeout longer than the request timeout.
      headersMs: Math.round(Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000),
      bodyIdleMs: Math.round(e.BODY_IDLE_TIMEOUT_SECONDS * 1000),
    },
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? `no-reply@${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}`,
          to: e.MAIL_TO,
        }
      : undefined,
    push: pushConfig(e),
    payments: paymentsConfig(e),
    invoice: invoiceConfig(e, e.DEMO ?? e.NODE_ENV !== 'production'),
  };
}

/**
 * A sample seller for the demo, marked as one in its name, so `npm start` shows a whole invoice.
 * Its VAT number is ZATCA's published sample, never a real registration.
 */
export const DEMO_INVOICE_SELLER: InvoiceSeller = {
  name: { ar: 'مجموعة صيدليات رواء (تجريبي)', en: 'Rawaa Pharmacy Group (demo)' },
  vat_number: '310122393500003',
  cr_number: '1010000000',
  address: { ar: 'الرياض، المملكة العربية السعودية', en: 'Riyadh, Saudi Arabia' },
};

const INVOICE_VARIABLES = [
  'INVOICE_SELLER_NAME_AR',
  'INVOICE_SELLER_NAME_EN',
  'INVOICE_VAT_NUMBER',
  'INVOICE_CR_NUMBER',
  'INVOICE_ADDRESS_AR',
  'INVOICE_ADDRESS_EN',
] as const;

/** All six invoice variables or none: a half-configured seller would print a wrong invoice. */
function invoiceConfig(e: z.infer<typeof envSchema>, demo: boolean): InvoiceSeller | undefined {
  const missing = INVOICE_VARIABLES.filter((name) => e[name] === undefined);
  if (missing.length === INVOICE_VARIABLES.length) return demo ? DEMO_INVOICE_SELLER : undefined;
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(' / ')}: set every INVOICE_ variable or none`);
  }
  return {
    name: { ar: e.INVOICE_SELLER_NAME_AR!, en: e.INVOICE_SELLER_NAME_EN! },
    vat_number: e.INVOICE_VAT_NUMBER!,
    cr_number: e.INVOICE_CR_NUMBER!,
    address: { ar: e.INVOICE_ADDRESS_AR!, en: e.INVOICE_ADDRESS_EN! },
  };
}

/** One PayTabs credential without the other is a mistake: the server stops rather than run without payments. */
function paymentsConfig(e: z.infer<typeof envSchema>): PaytabsConfig | undefined {
  if (e.PAYTABS_PROFILE_ID === undefined && e.PAYTABS_SERVER_KEY === undefined) return undefined;
  if (e.PAYTABS_PROFILE_ID === undefined || e.PAYTABS_SERVER_KEY === undefined) {
    throw new ConfigError('Invalid configuration:\n  PAYTABS_PROFILE_ID / PAYTABS_SERVER_KEY: set both or neither');
  }
  return {
    baseUrl: e.PAYTABS_URL.replace(/\/+$/, ''),
    profileId: e.PAYTABS_PROFILE_ID,
    serverKey: e.PAYTABS_SERVER_KEY,
  };
}

/** The service account is read and checked at start, so a bad key stops the server instead of every push. */
function pushConfig(e: z.infer<typeof envSchema>): PushConfig | undefined {
  if (e.FCM_SERVICE_ACCOUNT_FILE && e.FCM_SERVICE_ACCOUNT_JSON) {
    throw new ConfigError(
      'Invalid configuration:\n  FCM_SERVICE_ACCOUNT_FILE / FCM_SERVICE_ACCOUNT_JSON: set one, not both',
    );
  }
  const variable = e.FCM_SERVICE_ACCOUNT_FILE ? 'FCM_SERVICE_ACCOUNT_FILE' : 'FCM_SERVICE_ACCOUNT_JSON';
  let json = e.FCM_SERVICE_ACCOUNT_JSON;
  if (e.FCM_SERVICE_ACCOUNT_FILE) {
    try {
      json = fs.readFileSync(e.FCM_SERVICE_ACCOUNT_FILE, 'utf8');
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'unreadable';
      throw new ConfigError(`Invalid configuration:\n  ${variable}: the file cannot be read (${code})`);
    }
  }
  if (json === undefined) return undefined;
  try {
    return { account: parseServiceAccount(json), apiUrl: e.FCM_API_URL.replace(/\/+$/, '') };
  } catch (error) {
    // The reason names a field of the key, never its value.
    if (error instanceof ServiceAccountError) {
      throw new ConfigError(`Invalid configuration:\n  ${variable}: the service-account key ${error.message}`);
    }
    throw error;
  }
}

function storageConfig(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { backend: 'local' };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (problems.length > 0 || !e.S3_BUCKET) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    backend: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    // A custom endpoint is usually a self-hosted server that only understands path-style requests.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    keyPrefix: e.S3_PREFIX,
    publicBaseUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/** A configuration for tests: everything under a temporary directory, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // Tests play the part of a proxy: they set X-Forwarded-For to simulate many clients.
  // Suites register many customers from one address; the registration throttle's own test sets its limits.
  const base = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    TRUST_PROXY: 'true',
    REGISTER_MAX_PER_ADDRESS: '100000',
    REGISTER_MAX_TAKEN_PER_ADDRESS: '100000',
  });
  return { ...base, ...overrides };
}
