import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One more worker than the two cores: the API tests spend much of their time waiting on
    // PostgreSQL and on timers (the outage tests wait out timeouts), so a third file runs meanwhile.
    // The API project took 146 s with two, 64 s with three and 77 s with four (docs/decisions.md).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Pure functions and their own module state, reset by the tests that set it: a fork of their
          // own per file cost a second each, most of the unit project's time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/file-setup.ts'],
          environment: 'node',
          // Each file gets its own database, so files run in parallel.
          fileParallelism: true,
          // A worker loads the server's modules once for all its files: loading them again for every
          // file was half of the run (233 → 120 s). What a module keeps per process is reset per file
          // (file-setup.ts); docs/decisions.md "API test files share their modules".
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
