import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

const api = (name: string, db: 'pglite' | 'pg'): TestProjectConfiguration => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: { name, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          env: { TZ: 'UTC' },
        },
      },
      api('api', 'pglite'),
      // The same API suite again on a PostgreSQL server when one is configured (CI points it at the local server).
      ...(process.env.TEST_DATABASE_URL ? [api('api-pg', 'pg')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
