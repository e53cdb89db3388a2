import { eq, inArray } from 'drizzle-orm';
import { normalizeResults } from '@marginalia/autograder';
import { autograderEnvironments, fileBlobs, files, testRuns } from '@marginalia/db';
import { claimNextJob, completeWithin, LeaseLostError } from '@marginalia/jobs';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../core/actor';
import { storeNormalizedReport } from '../autograder/job/store-normalized';
import { AUTOGRADER_JOB_KIND } from '../autograder/runs/job-kind';
import { markRunStarted } from '../autograder/runs/queries';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';
import { postUpload } from './upload-testing';

// Uploads and stored test results of the same submissions at the same time, on PostgreSQL (PGlite has one
// connection, so nothing there runs at once). Each upload locks its submission, supersedes the submission's run
// and stops its job; each completion stores results, `_tests.txt` and the grade on that submission and completes
// the job; posted results supersede and store too. Taken in one order (docs/ARCHITECTURE.md, "Row locks"), these
// locks never deadlock: every request answers without an error, and every acknowledged upload's files are stored.

const t = useTestServer();
const onPostgres = Boolean(process.env.TEST_DATABASE_ADMIN_URL);

const UPLOADS = 100;
const STUDENTS = 10;
const IN_FLIGHT = 8;
const RESULTS = { tests: [{ name: 'adds', score: 1, max_score: 1 }, { name: 'subtracts', score: 0, max_score: 1, status: 'failed' }] };

/** Runs the tasks with at most `limit` at once, and collects every failure instead of stopping at the first. */
async function runAll(tasks: (() => Promise<void>)[], limit: number, failures: string[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task().catch((error: unknown) => failures.push(String(error)));
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

describe.skipIf(!onPostgres)('uploads while results are stored for the same submissions', () => {
  it('all answer without an error, and every acknowledged upload is stored', async () => {
    const db = t.server.ctx.db;
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(db, w.course.id, { isVisible: true, allowStudentUpload: true, points: 10 });
    await db.insert(autograderEnvironments).values({
      assignmentId: assignment.id,
      cpuSeconds: 5,
      wallSeconds: 10,
      memoryMb: 256,
      processes: 64,
      fileSizeMb: 10,
      outputKb: 64,
      runOnUpload: true,
      testsAsTextFile: true,
    });
    const category = await createTestCategory(db, assignment.id);
    await createTestCase(db, category.id, { type: 'io', pointsPass: 1 });
    const students = await Promise.all(
      Array.from({ length: STUDENTS }, async () => {
        const user = await createUser(db, { organizationId: w.organization.id });
        await enroll(db, w.course.id, user.id, ['student']);
        return { user, token: await tokenFor(t.server.ctx, user) };
      }),
    );
    const normalized = normalizeResults(RESULTS);
    if (!normalized.ok) throw new Error(normalized.message);

    const failures: string[] = [];
    const acknowledged: { submission: number; fileId: number; content: string }[] = [];
    const uploads = Array.from({ length: UPLOADS }, (_, i) => async () => {
      const student = students[i % STUDENTS]!;
      const content = `# upload ${i}\nprint(${i})\n`;
      const res = await postUpload(t.server.url, assignment.id, student.token, [{ name: 'main.py', content }]);
      if (res.status !== 200 && res.status !== 201) throw new Error(`upload ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      acknowledged.push({ submission: res.body.submission, fileId: res.body.files[0].id, content });
    });

    let uploading = true;
    // A worker completing runs as they are queued: results, `_tests.txt` and the grade, with the job's completion.
    const completions = async () => {
      while (uploading) {
        const job = await claimNextJob(db, { kinds: [AUTOGRADER_JOB_KIND], workerId: 'test-host:1', leaseSeconds: 60 });
        if (!job) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const runId = (job.payload as { runId: number }).runId;
        await markRunStarted(db, runId);
        try {
          await completeWithin(db, job.lease, (tx) =>
            storeNormalizedReport(tx, runId, { report: normalized.results, stdout: 'ran', testsText: `run ${runId}`, actor: SYSTEM_ACTOR, source: 'autograder' }),
          );
        } catch (error) {
          // An upload cancelled the job meanwhile: a stale completion is refused by design, not an error.
          if (!(error instanceof LeaseLostError)) failures.push(`completion of run ${runId}: ${String(error)}`);
        }
      }
    };
    // Results posted through the API for the submissions the uploads made, as a course's own machines would.
    const posts = async () => {
      while (uploading) {
        const target = acknowledged[Math.floor(Math.random() * acknowledged.length)];
        if (!target) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const res = await t.api.post(`/submissions/${target.submission}/results/`, { auth: w.tokens.admin, body: RESULTS });
        if (res.status !== 201) failures.push(`posted results: ${res.status} ${JSON.stringify(res.body)}`);
      }
    };

    const workers = [completions(), completions(), posts(), posts()];
    await runAll(uploads, IN_FLIGHT, failures);
    uploading = false;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(acknowledged).toHaveLength(UPLOADS);
    const stored = await db
      .select({ id: files.id, submissionId: files.submissionId, bytes: fileBlobs.bytes })
      .from(files)
      .innerJoin(fileBlobs, eq(fileBlobs.sha256, files.blobSha256))
      .where(inArray(files.id, acknowledged.map((upload) => upload.fileId)));
    const byId = new Map(stored.map((row) => [row.id, row]));
    for (const upload of acknowledged) {
      expect(byId.get(upload.fileId)?.submissionId).toBe(upload.submission);
      expect(byId.get(upload.fileId)?.bytes.toString()).toBe(upload.content);
    }
    expect(new Set(acknowledged.map((upload) => upload.submission)).size).toBe(STUDENTS);
    const completed = await db.select({ id: testRuns.id }).from(testRuns).where(eq(testRuns.assignmentId, assignment.id));
    expect(completed.length).toBeGreaterThan(UPLOADS);
  }, 300_000);
});
