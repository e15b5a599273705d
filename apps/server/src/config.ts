import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from './modules/notifications/push-services.ts';

/** Root of the repository, for default paths (var/, the web build). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_DIR: z.string().default(path.join(REPO_ROOT, 'var/pg')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  SEED_DEMO_DATA: booleanString.default(true),
  DEMO_PROFILES_PER_SITE: z.coerce.number().int().min(0).max(100_000).default(1000),
  DEFAULT_SITE_DOMAIN: z.string().default('localhost'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  TRUST_PROXY: z.string().optional(),
  GEOIP_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SMTP_URL: z.string().optional(),
  MAIL_WEBHOOK_SECRET: z.string().min(16).optional(),
  UPLOADS_DIR: z.string().default(path.join(REPO_ROOT, 'var/uploads')),
  PRIVATE_UPLOADS_DIR: z.string().optional(),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  REDIS_URL: z.string().optional(),
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(1000).default(30_000),
  MEMBER_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'a Mollie API key starts with test_ or live_')
    .optional(),
  MOLLIE_API_ENDPOINT: z.url().optional(),
  PAYMENT_SANDBOX: booleanString.optional(),
  PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
  PUSH_SERVICE_ORIGINS: z.string().optional(),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's configuration (decorated by buildApp). */
    config: AppConfig;
  }
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  logLevel: string;
  databaseUrl: string;
  defaultSiteDomain: string;
  bodyLimitBytes: number;
  /** Fastify trustProxy value: false, true, a hop count or a list of addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Header a trusted proxy sets to the visitor's country (e.g. cf-ipcountry); read only when set. */
  geoipCountryHeader: string | null;
  /** The built web app to serve, or null to serve the API alone (tests, `npm run dev`). */
  webDistDir: string | null;
  /** SMTP server for mail (smtp[s]://user:pass@host:port); null keeps every mail in the outbox. */
  smtpUrl: string | null;
  /** Secret of the mail provider's webhook (`/api/mail-events.php`); null switches the webhook off. */
  mailWebhookSecret: string | null;
  /** Where public photo files are stored (local storage; served under /uploads/). */
  uploadsDir: string;
  /** Where files only some may see are stored (private photos); never served as a folder. */
  privateUploadsDir: string;
  /** Longest a request's SQL statement may run; 0 = no limit. */
  dbStatementTimeoutMs: number;
  /** Longest wait for a database connection (also for a free one in the pool); 0 = no limit. */
  dbConnectTimeoutMs: number;
  /** Database connections this instance keeps at most. */
  dbPoolSize: number;
  /** Chat messages one member may send per minute (spam brake); 0 = no limit. */
  chatMessagesPerMinute: number;
  /** Redis for realtime fan-out between instances (redis://host:port); null: one instance, in process. */
  redisUrl: string | null;
  /** How often sockets are pinged and their sessions checked again. */
  realtimeHeartbeatMs: number;
  /** Mollie API key (test_... or live_...): payments go to Mollie; null: the sandbox, where allowed. */
  mollieApiKey: string | null;
  /** Mollie's API root (tests point it at a local stand-in); null: Mollie's own. */
  mollieApiEndpoint: string | null;
  /** The built-in sandbox provider (test checkout): on outside production unless Mollie is set. */
  paymentSandbox: boolean;
  /**
   * The sandbox's test checkout answers only this machine's own browser (no proxy between): it is on
   * by default outside production, so a server started without NODE_ENV=production and without a
   * Mollie key must not give credits to whoever clicks "paid". PAYMENT_SANDBOX=true opens it to all.
   */
  paymentSandboxOnlyHere: boolean;
  /** Secret that signs the sandbox's webhooks; null: one is created once and kept in the database. */
  paymentWebhookSecret: string | null;
  /** How long a signed-in member may be answered from memory (0: never); see member-cache.ts. */
  memberCacheMs: number;
  /** Tests only: the cache hears every committed change before each read (see member-cache.ts). */
  memberCacheWaitsForChanges: boolean;
  /**
   * Links in mails sent outside a request (notifications): the site's domain with this scheme and
   * port (null: the scheme's own). A request's mails link to the origin it came in on.
   */
  mailLinks: { scheme: 'https' | 'http'; port: number | null };
  /** Origins of the push services a browser's subscription may point at (`modules/notifications/push-services.ts`). */
  pushServiceOrigins: string[];
}

export interface ProcessConfig {
  app: Omit<AppConfig, 'databaseUrl'>;
  host: string;
  port: number;
  databaseUrl: string | undefined;
  embeddedPg: { dir: string; port: number };
  seedDemoData: boolean;
  /** Generated profiles the demo seed creates on every demo site. */
  demoProfilesPerSite: number;
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((s) => s.trim());
}

/** Reads and validates the environment; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProcessConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const uploadsDir = path.resolve(e.UPLOADS_DIR);
  const privateUploadsDir = path.resolve(e.PRIVATE_UPLOADS_DIR ?? `${uploadsDir}-private`);
  if (`${privateUploadsDir}${path.sep}`.startsWith(`${uploadsDir}${path.sep}`))
    throw new Error(
      'Invalid configuration: PRIVATE_UPLOADS_DIR may not lie inside UPLOADS_DIR (served to anyone)',
    );
  return {
    app: {
      env: e.NODE_ENV,
      logLevel: e.LOG_LEVEL,
      defaultSiteDomain: e.DEFAULT_SITE_DOMAIN,
      bodyLimitBytes: e.BODY_LIMIT_BYTES,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      geoipCountryHeader: e.GEOIP_COUNTRY_HEADER ?? null,
      webDistDir: e.WEB_DIST_DIR,
      smtpUrl: e.SMTP_URL ?? null,
      mailWebhookSecret: e.MAIL_WEBHOOK_SECRET ?? null,
      // @fastify/static needs an absolute folder; a relative one is taken from the working directory.
      uploadsDir,
      privateUploadsDir,
      dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
      dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
      dbPoolSize: e.DB_POOL_SIZE,
      chatMessagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE,
      redisUrl: e.REDIS_URL ?? null,
      realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_MS,
      memberCacheMs: e.MEMBER_CACHE_MS,
      memberCacheWaitsForChanges: false,
      mollieApiKey: e.MOLLIE_API_KEY ?? null,
      mollieApiEndpoint: e.MOLLIE_API_ENDPOINT ?? null,
      // Free credits for whoever clicks "paid": never in production unless asked for, never beside Mollie.
      paymentSandbox: !e.MOLLIE_API_KEY && (e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production'),
      paymentSandboxOnlyHere: e.PAYMENT_SANDBOX === undefined,
      paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET ?? null,
      // Production sites are served over https on the standard port; elsewhere this server is the site.
      mailLinks:
        e.NODE_ENV === 'production' ? { scheme: 'https', port: null } : { scheme: 'http', port: e.PORT },
      pushServiceOrigins: e.PUSH_SERVICE_ORIGINS
        ? e.PUSH_SERVICE_ORIGINS.split(',').map((s) => s.trim())
        : DEFAULT_PUSH_SERVICE_ORIGINS,
    },
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    embeddedPg: { dir: e.EMBEDDED_PG_DIR, port: e.EMBEDDED_PG_PORT },
    seedDemoData: e.SEED_DEMO_DATA,
    demoProfilesPerSite: e.DEMO_PROFILES_PER_SITE,
  };
}
