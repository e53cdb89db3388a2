import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npm test` runs the API suite in full on PostgreSQL, and on PGlite (API_TESTS=embedded) only the files below: what
// exercises the embedded database's own path (docs/ARCHITECTURE.md, "Test run"). The rule: a file runs on PGlite when
// - it starts the server or migrates its data directory (startup, migrations, health, the driver in use);
// - it tests what PGlite does differently: one connection taking turns (locking, claims at once, transactions rolled
//   back), the durable jobs, the in-process worker, the mail outbox of embedded mode, bytes and blobs in the data
//   directory, or a test skipped on PostgreSQL;
// - or it is its module's smoke: the file named after the module (or its main routes' file where none is), one per
//   module, so every module's queries run on PGlite at least once.
// Everything else is plain SQL that both databases answer alike, and runs once, on PostgreSQL.
const EMBEDDED_PATH_API_TESTS = [
  // Startup, migrations and the database in use.
  'apps/server/src/main.api.test.ts',
  'apps/server/src/deployment/migrate-command.api.test.ts',
  'apps/server/src/http/conventions.api.test.ts',
  'apps/server/src/modules/health/health.api.test.ts',
  // The statement observer and the kept statements of the embedded driver (packages/db/src/pglite-statements.ts).
  'apps/server/src/http/request-timings.api.test.ts',
  // The detail reads' one JSON value, revived as each driver would have decoded its columns.
  'apps/server/src/modules/submissions/detail-json-rows.api.test.ts',
  // One connection taking turns: claims, deliveries and stores at the same time; transactions that roll back.
  'apps/server/src/modules/queue/claim-concurrency.api.test.ts',
  'apps/server/src/modules/mail/delivery-concurrency.api.test.ts',
  'apps/server/src/modules/files/file-bytes.api.test.ts',
  'apps/server/src/modules/uploads/uploads-concurrency.api.test.ts',
  'apps/server/src/modules/grades/recompute-grade.api.test.ts',
  'apps/server/src/modules/grades/grade-history.api.test.ts',
  // The durable jobs and the in-process worker.
  'packages/jobs/src/*.api.test.ts',
  'apps/server/src/worker/background-worker.api.test.ts',
  // A similarity check's pairs stored in bulk: the embedded database parses each batch in its own memory.
  'apps/server/src/modules/similarity/pair-rows.api.test.ts',
  // Embedded mode's mail outbox, and the data directory's blobs.
  'apps/server/src/modules/mail/embedded-mode.api.test.ts',
  'apps/server/src/modules/mail/delivery.api.test.ts',
  'apps/server/src/modules/mail/outbox.api.test.ts',
  'apps/server/src/modules/file-blobs/*.api.test.ts',
  // One smoke per module.
  ...[
    'account-tokens/account-tokens', 'anonymity/anonymity', 'assignments/assignments', 'audit-log/audit-log',
    'audit/record', 'auth/auth', 'autograder/runs/runs', 'comments/comments', 'course-join/course-join',
    'courses/courses', 'exports/export-grades', 'file-templates/file-templates', 'files/files', 'grades/grades',
    'impersonation/impersonation', 'instructor-signup/instructor-signup', 'jobs/jobs', 'logs/browse', 'lti/launch',
    'notifications/notifications', 'partners/partners', 'platform-admins/platform-admins',
    'platform-console/platform-console', 'publication/publication', 'queue/claim', 'regrades/regrades',
    'review/review', 'roster/roster', 'rubric/rubric-comments', 'sections/sections', 'similarity/checks', 'site/site',
    'statistics/statistics', 'student-console/student-console', 'submission-overview/submission-overview',
    'submission-tests/submission-tests', 'submissions/submission-create', 'test-cases/test-cases',
    'uploads/uploads-student', 'users/users',
  ].map((name) => `apps/server/src/modules/${name}.api.test.ts`),
];
const ALL_API_TESTS = ['apps/server/src/**/*.api.test.ts', 'packages/*/src/**/*.api.test.ts'];

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
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/build/**/*.test.ts', 'bench/src/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          // A file per core: every file has its own database (on PostgreSQL cloned from the template, on PGlite its
          // own embedded instance; packages/db/src/test-database.ts) and its own sandbox uids, so files do not meet.
          // On PostgreSQL a second file also keeps both cores busy while one waits on the cluster's processes.
          maxWorkers: availableParallelism(),
          include: process.env.API_TESTS === 'embedded' ? EMBEDDED_PATH_API_TESTS : ALL_API_TESTS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocks.config.ts',
    ],
  },
});
