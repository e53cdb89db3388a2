// The autograder benchmark's server, in its own process: a fresh database with a 20-test Python assignment and
// 200 submissions, serving the API and running a background worker in the same process, as `npm start` does on
// the embedded database. Prints one JSON line with what the benchmark needs, then serves until killed.
import { makeTestSandboxRoot } from '@marginalia/sandbox';
import { startWorker } from '@marginalia/jobs';
import { autograderEnvironments, testCases, testCategories } from '@marginalia/db';
import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import { createCourseWorld, createUser, enroll } from '@marginalia/server/testing/factories';
import { createAssignment, createFile, createSubmission } from '@marginalia/server/testing/submission-factories';
import { startTestServer } from '@marginalia/server/testing/test-server';
import { PRODUCTION_LIKE } from '../production-config';
import { autograderHandler } from '@marginalia/server/testing/autograder-worker';

export const SUBMISSIONS = Number(process.env.BENCH_AUTOGRADER_SUBMISSIONS ?? 200);
export const TESTS = 20;
/** Jobs the worker runs at once: one per core of the 2-core machines this project is measured on. */
export const WORKER_CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 2);

const PROGRAM = `import sys\n\nnumbers = [int(word) for word in sys.stdin.read().split()]\nprint(sum(numbers))\nprint(max(numbers) if numbers else 0)\n`;

const server = await startTestServer({
  ...PRODUCTION_LIKE,
  WORKER_CONCURRENCY,
  AUTOGRADER_FIRST_UID: 47001,
  AUTOGRADER_WORKSPACES_DIR: makeTestSandboxRoot('marginalia-bench-sandbox-'),
});
const { db } = server.ctx;
const world = await createCourseWorld(server.ctx);
const assignment = await createAssignment(db, world.course.id, { points: 20 });
await db.insert(autograderEnvironments).values({ assignmentId: assignment.id, language: 'python', ...DEFAULT_RUN_LIMITS });
const [category] = await db.insert(testCategories).values({ assignmentId: assignment.id, name: 'Sums' }).returning();
await db.insert(testCases).values(
  Array.from({ length: TESTS }, (_, i) => {
    const numbers = Array.from({ length: i + 1 }, (_, j) => j + 1);
    return {
      testCategoryId: category!.id,
      type: 'io_cli' as const,
      description: `sum of 1..${i + 1}`,
      command: 'python3 main.py',
      input: numbers.join(' '),
      expectedOutput: `${numbers.reduce((a, b) => a + b, 0)}\n${i + 1}\n`,
      pointsPass: 1,
      sortKey: i,
      exposed: i % 2 === 0,
    };
  }),
);
const submissionIds: number[] = [];
for (let i = 0; i < SUBMISSIONS; i++) {
  const student = await createUser(db, { organizationId: world.organization.id });
  await enroll(db, world.course.id, student.id, ['student']);
  const submission = await createSubmission(db, assignment.id, { students: [student] });
  // Every tenth program is wrong, so failures are part of the load.
  await createFile(db, submission.id, { name: 'main.py', code: i % 10 === 9 ? PROGRAM.replace('sum(numbers)', 'sum(numbers) + 1') : PROGRAM });
  submissionIds.push(submission.id);
}
startWorker({ db, handlers: [autograderHandler(server.ctx)], concurrency: WORKER_CONCURRENCY, pollMs: 200 });
console.log(JSON.stringify({ url: server.url, token: world.tokens.admin, assignmentId: assignment.id, submissionIds, driver: server.database.driver }));
