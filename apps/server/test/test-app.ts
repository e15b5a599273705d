import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config.ts';
import { createDb, type Db } from '../src/db/database.ts';
import type { NewSite } from '../src/db/schema.ts';
import type { Clock } from '../src/platform/clock.ts';
import { createSite } from './factories.ts';

export const TEST_CONFIG: Omit<AppConfig, 'databaseUrl'> = {
  env: 'test',
  logLevel: 'silent',
  defaultSiteDomain: 'localhost',
  bodyLimitBytes: 64 * 1024,
  trustProxy: false,
  geoipCountryHeader: null,
  webDistDir: null,
  smtpUrl: null,
  mailWebhookSecret: null,
  uploadsDir: path.join(tmpdir(), `amoret-uploads-${process.pid}`),
  privateUploadsDir: path.join(tmpdir(), `amoret-uploads-private-${process.pid}`),
  dbStatementTimeoutMs: 5000,
  dbConnectTimeoutMs: 2000,
  dbPoolSize: 10,
  chatMessagesPerMinute: 30,
  redisUrl: null,
  realtimeHeartbeatMs: 30_000,
  memberCacheMs: 30_000,
  // Tests write to the database directly and read through the app at once.
  memberCacheWaitsForChanges: true,
  mollieApiKey: null,
  mollieApiEndpoint: null,
  paymentSandbox: true,
  paymentSandboxOnlyHere: false,
  paymentWebhookSecret: null,
  mailLinks: { scheme: 'http', port: null },
  // The tests' stand-in push service listens on the loopback (test/push-service.ts).
  pushServiceOrigins: ['http://127.0.0.1:*'],
};

/**
 * A fresh database for one test file, cloned from the migrated template (or from `template0`, empty,
 * for a test that runs the migrations itself).
 */
export async function createTestDatabase(template: string = inject('templateDb')): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const name = `amoret_t${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    // Named statements run on the plan PostgreSQL may choose after five runs in production, from
    // the first run: a statement that only works with its values known (a partial index's or an
    // ON CONFLICT arbiter's constant as a parameter) fails every time here, not now and then.
    await admin.query(`ALTER DATABASE ${name} SET plan_cache_mode = force_generic_plan`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface TestServer {
  /** Base URL of the app listening on a free loopback port. */
  url: string;
  db: Db;
  app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/**
 * The real app on its own database, listening on a free port. `setup` may add data (the app needs a
 * site) and routes before it starts listening.
 */
export async function startTestServer(
  options: {
    config?: Partial<AppConfig>;
    clock?: Clock;
    seed?: (db: Db) => Promise<unknown>;
    beforeListen?: (app: TestServer['app']) => void;
    /** Address to listen on; loopback unless a test needs to be reached from another address. */
    listenHost?: string;
  } = {},
): Promise<TestServer> {
  const databaseUrl = await createTestDatabase();
  const { db } = createDb(databaseUrl, { poolSize: 2 });
  await options.seed?.(db);
  const app = await buildApp({ ...TEST_CONFIG, ...options.config, databaseUrl }, { clock: options.clock });
  options.beforeListen?.(app);
  await app.listen({ host: options.listenHost ?? '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    app,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * The app for one test file: started before its tests on a fresh database with one site (at
 * `localhost` unless `site` says otherwise, then `seed`), closed after them. Read `.server` and
 * `.siteId` inside the tests.
 */
export function useTestServer(
  options: Parameters<typeof startTestServer>[0] & { site?: Partial<NewSite> } = {},
): { server: TestServer; siteId: number } {
  const ctx = { server: undefined as unknown as TestServer, siteId: 0 };
  beforeAll(async () => {
    ctx.server = await startTestServer({
      ...options,
      seed: async (db) => {
        ctx.siteId = (await createSite(db, { domain: 'localhost', ...options.site })).id;
        await options.seed?.(db);
      },
    });
  });
  afterAll(() => ctx.server?.close());
  return ctx;
}
