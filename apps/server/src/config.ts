import path from 'node:path';
import { z } from 'zod';

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
  /** Failed sign-ins allowed per e-mail and per address within the window before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Directory of the built web app; served with history fallback when present. */
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies to believe for the client address (X-Forwarded-For): unset = none (the
   * socket address is used, so nobody can spoof it); a number of hops, or a comma list of addresses.
   */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  uploads: { maxFileBytes: number; maxFiles: number; maxFields: number; maxFieldBytes: number };
  tokenTtlMs: number;
  signedUrlTtlSeconds: number;
  urlSigningSecret: string | undefined;
  mapTileUrl: string;
  demo: boolean;
  login: { maxFailures: number; windowMs: number };
  webDist: string | undefined;
  trustProxy: boolean | number | string[];
  logLevel: string;
}

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
    },
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    signedUrlTtlSeconds: e.SIGNED_URL_TTL_SECONDS,
    urlSigningSecret: e.URL_SIGNING_SECRET,
    mapTileUrl: e.MAP_TILE_URL,
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    login: { maxFailures: e.LOGIN_MAX_FAILURES, windowMs: e.LOGIN_WINDOW_MINUTES * 60_000 },
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
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
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: '0', TRUST_PROXY: 'true' });
  return { ...base, ...overrides };
}
