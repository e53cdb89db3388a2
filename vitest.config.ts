import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run, three projects: fast unit tests, API tests through a real HTTP server on a real
// database (PGlite, or the PostgreSQL cluster named by TEST_DATABASE_ADMIN_URL), and the web app's
// component tests in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // The same as the web project's (they run together, and vitest runs projects with different pools apart).
          maxWorkers: availableParallelism(),
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'bench/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          // A test file's server, database and tokens are its own (useTestServer), so files need no fresh module
          // graph each: sharing one per worker keeps the migrated PGlite template (packages/db/src/test-database.ts)
          // and the server's imports from being rebuilt for every file, which took most of the run's time.
          isolate: false,
          include: ['apps/server/src/**/*.api.test.ts', 'packages/*/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
