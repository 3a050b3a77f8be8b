import { defineConfig } from 'vitest/config';

/** Every unit and integration suite; the server suite runs again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/web',
      'apps/server',
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: './apps/server/vitest.config.ts',
              root: './apps/server',
              // The process and thread tests exercise the embedded database's folder; they run once, in 'server'.
              test: { name: 'server-pg', exclude: ['test/process.test.ts', 'test/pglite-thread.test.ts'] },
            },
          ]
        : []),
    ],
    maxWorkers: 2,
  },
});
