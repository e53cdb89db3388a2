import type { Database } from '@marginalia/db';
import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import type { AppContext } from '../core/app-context';
import { storeBlob } from '../modules/file-blobs/queries';
import { ensureEnvironment, putEnvironmentFile } from '../modules/autograder/environment/queries';
import { queueRun } from '../modules/autograder/runs/enqueue';
import { insertBatch } from '../modules/autograder/runs/queries';
import { putZip } from '../modules/autograder/zip/queries';
import { buildZip } from '../testing/zip-archive';
import { createTestCase } from '../testing/test-case-factories';
import { ADMINS, EVERY_MEMBER, ITS_GRADERS, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, type GradingWorld } from './grading-world';

// The autograder's routes against the grading world: its assignment gets a test the autograder runs, an
// environment with a helper and a solution file. Staff read everything and start a run of one submission; admins
// set the environment up; admins and super graders run the whole assignment or its solution; those who grade the
// submission post results for it. The submission's student reads its runs (403 elsewhere); `otherStudent` may not
// see it (404). Every member reads the leaderboard, and students name themselves on it.

type AutograderWorld = GradingWorld & { environmentId: number; helperFileId: number; autograderZip: Buffer };

async function freshEnvironmentFile(db: Database, environmentId: number, role: 'helper' | 'solution', path: string) {
  const blobSha256 = await storeBlob(db, Buffer.from('print(3)\n'));
  return putEnvironmentFile(db, { environmentId, path, role, blobSha256, size: 9 });
}

async function setup(ctx: AppContext): Promise<AutograderWorld> {
  const world = await createGradingWorld(ctx);
  await createTestCase(ctx.db, world.testCategory.id, { type: 'io_cli', command: 'python3 main.py', expectedOutput: '3\n' });
  const environment = await ensureEnvironment(ctx.db, { assignmentId: world.assignment.id, ...DEFAULT_RUN_LIMITS });
  const helper = await freshEnvironmentFile(ctx.db, environment.id, 'helper', 'data.txt');
  await freshEnvironmentFile(ctx.db, environment.id, 'solution', 'main.py');
  const autograderZip = await buildZip([
    { name: 'setup.sh', content: '#!/bin/bash\n' },
    { name: 'run_autograder', content: '#!/bin/bash\n' },
  ]);
  return { ...world, environmentId: environment.id, helperFileId: helper.id, autograderZip };
}

/** An autograder zip as a browser posts it (multipart, field `file`). */
function zipUpload(w: AutograderWorld): { contentType: string; payload: Uint8Array } {
  const boundary = 'matrix-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="autograder.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat([head, w.autograderZip, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

async function withZip(w: AutograderWorld, ctx: AppContext): Promise<string> {
  const sha256 = await storeBlob(ctx.db, w.autograderZip);
  await putZip(ctx.db, { assignmentId: w.assignment.id, fileName: 'autograder.zip', size: w.autograderZip.length, sha256, uploadedById: w.people.admin.id });
  return `/assignments/${w.assignment.id}/autograder/`;
}

let sequence = 0;

function helperUpload(): { contentType: string; payload: string } {
  const boundary = 'matrix-boundary';
  sequence += 1;
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="matrix${sequence}.txt"\r\n\r\nx\r\n--${boundary}--\r\n`;
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload };
}

const freshRun = (w: AutograderWorld, ctx: AppContext) =>
  ctx.db.transaction((tx) => queueRun(tx, { assignmentId: w.assignment.id, courseId: w.course.id, submissionId: null, trigger: 'solution', triggeredById: null }));

async function freshBatch(w: AutograderWorld, ctx: AppContext) {
  return ctx.db.transaction(async (tx) => {
    const batch = await insertBatch(tx, { assignmentId: w.assignment.id, total: 1 });
    await queueRun(tx, { assignmentId: w.assignment.id, courseId: w.course.id, submissionId: null, trigger: 'batch', batchId: batch.id, triggeredById: null });
    return batch;
  });
}

const BULK: ('admin' | 'superGrader')[] = ['admin', 'superGrader'];

export const AUTOGRADER_MATRIX: MatrixSuite<AutograderWorld> = {
  name: 'the autograder: environments, files and runs',
  setup,
  routes: [
    { method: 'GET', route: '/assignments/:id/environment/', path: (w) => `/assignments/${w.assignment.id}/environment/`, allow: STAFF },
    { method: 'PATCH', route: '/assignments/:id/environment/', path: (w) => `/assignments/${w.assignment.id}/environment/`, body: () => ({}), allow: ADMINS },
    { method: 'GET', route: '/assignments/:id/environment/files/', path: (w) => `/assignments/${w.assignment.id}/environment/files/`, allow: STAFF },
    { method: 'POST', route: '/assignments/:id/environment/files/', path: (w) => `/assignments/${w.assignment.id}/environment/files/`, raw: helperUpload, allow: ADMINS },
    {
      method: 'DELETE',
      route: '/assignments/:id/environment/files/:fileId/',
      path: async (w, ctx) => `/assignments/${w.assignment.id}/environment/files/${(await freshEnvironmentFile(ctx.db, w.environmentId, 'helper', `gone${++sequence}.txt`)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'GET',
      route: '/assignments/:id/environment/files/:fileId/download/',
      path: (w) => `/assignments/${w.assignment.id}/environment/files/${w.helperFileId}/download/`,
      allow: STAFF,
    },
    { method: 'POST', route: '/submissions/:id/runTests/', path: (w) => `/submissions/${w.submission.id}/runTests/`, allow: STAFF, deny: { otherStudent: 404 } },
    { method: 'GET', route: '/submissions/:id/testRuns/', path: (w) => `/submissions/${w.submission.id}/testRuns/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    { method: 'POST', route: '/assignments/:id/runTests/', path: (w) => `/assignments/${w.assignment.id}/runTests/`, body: () => ({ target: 'solution' }), allow: BULK },
    { method: 'GET', route: '/assignments/:id/testRuns/', path: (w) => `/assignments/${w.assignment.id}/testRuns/`, allow: STAFF },
    { method: 'POST', route: '/testRuns/:id/cancel/', path: async (w, ctx) => `/testRuns/${(await freshRun(w, ctx)).id}/cancel/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/autograder/', path: (w) => `/assignments/${w.assignment.id}/autograder/`, allow: STAFF },
    { method: 'POST', route: '/assignments/:id/autograder/', path: (w) => `/assignments/${w.assignment.id}/autograder/`, raw: zipUpload, allow: ADMINS },
    { method: 'PATCH', route: '/assignments/:id/autograder/', path: withZip, body: () => ({ timeLimitSeconds: 900 }), allow: ADMINS },
    { method: 'DELETE', route: '/assignments/:id/autograder/', path: withZip, allow: ADMINS },
    { method: 'POST', route: '/testRunBatches/:id/cancel/', path: async (w, ctx) => `/testRunBatches/${(await freshBatch(w, ctx)).id}/cancel/`, allow: BULK },
    {
      method: 'POST',
      route: '/submissions/:id/results/',
      path: (w) => `/submissions/${w.submission.id}/results/`,
      body: () => ({ tests: [{ name: 'matrix', score: 1, max_score: 1 }] }),
      allow: ITS_GRADERS,
      deny: { otherStudent: 404 },
    },
    { method: 'GET', route: '/assignments/:id/leaderboard/', path: (w) => `/assignments/${w.assignment.id}/leaderboard/`, allow: EVERY_MEMBER },
    {
      method: 'PUT',
      route: '/assignments/:id/leaderboard/name/',
      path: (w) => `/assignments/${w.assignment.id}/leaderboard/name/`,
      body: () => ({ name: `Matrix ${++sequence}` }),
      allow: ['student', 'otherStudent'],
    },
  ],
};
