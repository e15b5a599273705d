import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser tests against the production build in Debian's Chromium (never a downloaded browser).
 * The server runs on its own embedded PostgreSQL in var/pg-e2e, made fresh by `npm test`.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'var/test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
  },
  webServer: {
    command: 'node apps/server/src/main.ts',
    url: `http://localhost:${PORT}/api/settings.php`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      // test: production build and behaviour, plus the development outbox at /dev/mail the tests read.
      NODE_ENV: 'test',
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      // A throwaway value so the tests can play the mail provider's webhook.
      MAIL_WEBHOOK_SECRET: 'e2e-mail-webhook-secret-0123',
      // The push tests' stand-in push service listens on the loopback (e2e/push.spec.ts).
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*',
      // A third of the default: enough for every list and page the tests walk through, and the seed
      // before the first test takes 7 s instead of 22.
      DEMO_PROFILES_PER_SITE: '300',
      EMBEDDED_PG_DIR: process.env.E2E_PG_DIR ?? 'var/pg-e2e',
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54331',
      // The seed's ~4,000 demo photos of every run stay out of the development uploads (absolute:
      // the static file server needs it so).
      UPLOADS_DIR: fileURLToPath(new URL(process.env.E2E_UPLOADS_DIR ?? 'var/uploads-e2e', import.meta.url)),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
