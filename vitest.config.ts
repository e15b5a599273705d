import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          // Each file gets its own database, so files run in parallel.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
