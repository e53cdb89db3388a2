import { eq } from 'drizzle-orm';
import { assignments, gradeChanges, submissions } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../core/actor';
import { actorFor } from '../../testing/actors';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';
import { recomputeGrade } from './service';

// recomputeGrade is called without HTTP, as a background worker would, by the system or for a person.

const t = useTestServer();

/** A finalized submission of a published assignment (so grade changes are recorded), with a +2 / -1 test case. */
async function shownWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true, isVisible: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submission.id));
  const category = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, category.id, { pointsPass: 2, pointsFail: -1 });
  await recomputeGrade(db, submission.id, 'tests', SYSTEM_ACTOR);
  return { ...w, db, assignment, submission, testCase };
}

describe('recomputeGrade', () => {
  it('brings the stored grade up to date as the system, recorded in the history with no person', async () => {
    const { db, submission, testCase } = await shownWorld();
    const before = (await storedSubmission(db, submission.id))!.grade;
    await createSubmissionTest(db, submission.id, testCase.id, { passed: true });
    await recomputeGrade(db, submission.id, 'tests', SYSTEM_ACTOR);
    expect((await storedSubmission(db, submission.id))!.grade).toBe(before! + 2);
    const history = await db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, submission.id));
    expect(history).toEqual([expect.objectContaining({ oldGrade: before, newGrade: before! + 2, cause: 'tests', actorId: null })]);
  });

  it('records the person when one caused it', async () => {
    const { db, submission, testCase, people } = await shownWorld();
    await createSubmissionTest(db, submission.id, testCase.id, { passed: false });
    await recomputeGrade(db, submission.id, 'tests', actorFor(people.grader));
    const history = await db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, submission.id));
    expect(history.map((row) => row.actorId)).toEqual([people.grader.id]);
  });

  it('keeps a frozen grade, and skips an unknown submission', async () => {
    const { db, assignment, submission, testCase } = await shownWorld();
    const before = (await storedSubmission(db, submission.id))!.grade;
    await db.update(assignments).set({ gradeFrozen: true }).where(eq(assignments.id, assignment.id));
    await createSubmissionTest(db, submission.id, testCase.id, { passed: true });
    await recomputeGrade(db, submission.id, 'tests', SYSTEM_ACTOR);
    await recomputeGrade(db, 999_999, 'tests', SYSTEM_ACTOR);
    expect((await storedSubmission(db, submission.id))!.grade).toBe(before);
  });

  it('runs inside the caller\'s transaction, and rolls back with it', async () => {
    const { db, submission, testCase } = await shownWorld();
    const before = (await storedSubmission(db, submission.id))!.grade;
    await createSubmissionTest(db, submission.id, testCase.id, { passed: true });
    await expect(
      db.transaction(async (tx) => {
        await recomputeGrade(tx, submission.id, 'tests', SYSTEM_ACTOR);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect((await storedSubmission(db, submission.id))!.grade).toBe(before);
  });
});
