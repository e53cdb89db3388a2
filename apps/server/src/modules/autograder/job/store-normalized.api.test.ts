import { eq } from 'drizzle-orm';
import { normalizeResultsText } from '@marginalia/autograder';
import { files, submissionTests, testRuns } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../../core/actor';
import { createCourseWorld } from '../../../testing/factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';
import { insertRun } from '../runs/queries';
import { storeNormalizedReport } from './store-normalized';

// The step an autograder job ends with: a normalized report stored on its running run, once, with the job's
// completion; a run that ended meanwhile stores nothing.

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 0, additiveGrading: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student] });
  await createFile(db, submission.id);
  const running = () => insertRun(db, { assignmentId: assignment.id, submissionId: submission.id, trigger: 'staff', source: 'autograder', state: 'running', startedAt: new Date() });
  return { ...w, db, assignment, submission, running };
}

const report = () => {
  const outcome = normalizeResultsText(JSON.stringify({ stdout_visibility: 'visible', tests: [{ name: 'a', score: 2, max_score: 2 }, { name: 'b', score: 0, max_score: 1 }] }));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.results;
};

describe('storeNormalizedReport', () => {
  it("stores the report on the running run with its stdout and _tests.txt, and the submission's results", async () => {
    const w = await world();
    const run = await w.running();
    const outcome = await w.db.transaction((tx) => storeNormalizedReport(tx, run.id, { report: report(), stdout: 'built\u001b[2J ok', testsText: 'a: passed', actor: SYSTEM_ACTOR }));
    expect(outcome).toBe('stored');
    const [stored] = await w.db.select().from(testRuns).where(eq(testRuns.id, run.id));
    expect(stored).toMatchObject({ state: 'completed', source: 'autograder', passed: 1, failed: 1, stdout: 'built ok', stdoutVisibility: 'visible', visibility: 'visible' });
    expect(await w.db.select().from(submissionTests).where(eq(submissionTests.submissionId, w.submission.id))).toHaveLength(2);
    const testsText = (await w.db.select().from(files).where(eq(files.submissionId, w.submission.id))).find((f) => f.name === '_tests.txt');
    // The run remembers the version it wrote: its students read it as the run's stdout visibility says.
    expect(stored!.testsTextFileId).toBe(testsText!.id);
    expect(Number((await storedSubmission(w.db, w.submission.id))!.grade)).toBe(2);
  });

  it('stores nothing for a run that is no longer running', async () => {
    const w = await world();
    const run = await w.running();
    await w.db.update(testRuns).set({ state: 'superseded' }).where(eq(testRuns.id, run.id));
    const outcome = await w.db.transaction((tx) => storeNormalizedReport(tx, run.id, { report: report(), stdout: null, testsText: null, actor: SYSTEM_ACTOR }));
    expect(outcome).toBe('stale');
    expect(await w.db.select().from(submissionTests).where(eq(submissionTests.submissionId, w.submission.id))).toEqual([]);
  });
});
