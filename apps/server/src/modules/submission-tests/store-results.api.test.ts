import { eq } from 'drizzle-orm';
import { courses, gradeChanges, submissions, submissionTests } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../core/actor';
import { HttpError } from '../../http/errors';
import { actorFor } from '../../testing/actors';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { useTestServer } from '../../testing/use-test-server';
import { recomputeGrade } from '../grades/service';
import { storeTestResults } from './service';

// storeTestResults is called without HTTP, as a background worker running the tests would: as the system.

const t = useTestServer();

async function resultWorld() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true, isVisible: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader });
  await db.update(submissions).set({ isFinalized: true }).where(eq(submissions.id, submission.id));
  const category = await createTestCategory(db, assignment.id);
  const first = await createTestCase(db, category.id, { pointsPass: 2, pointsFail: -1 });
  const second = await createTestCase(db, category.id, { pointsPass: 3, pointsFail: 0 });
  const other = await createAssignment(db, w.course.id);
  const otherCase = await createTestCase(db, (await createTestCategory(db, other.id)).id);
  // Students have been shown its grade, so each change of it is recorded.
  await recomputeGrade(db, submission.id, 'tests', SYSTEM_ACTOR);
  return { ...w, db, assignment, submission, first, second, otherCase };
}

const rejection = (status: number) => expect.objectContaining({ statusCode: status });

describe('storeTestResults', () => {
  it('stores every result as the system and recomputes the grade once, with no person in the history', async () => {
    const { db, submission, first, second } = await resultWorld();
    const before = (await storedSubmission(db, submission.id))!.grade;
    const stored = await storeTestResults(
      db,
      submission.id,
      [
        { testCase: first.id, passed: true, logs: 'ok', isError: false },
        { testCase: second.id, passed: false, logs: 'expected 3, got 4', isError: false },
      ],
      SYSTEM_ACTOR,
    );
    expect(stored.map((result) => [result.testCase, result.passed])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const after = (await storedSubmission(db, submission.id))!.grade;
    expect(after).toBe(before! + 2);
    const history = await db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, submission.id));
    expect(history).toEqual([expect.objectContaining({ cause: 'tests', actorId: null, newGrade: after })]);
  });

  it('stores nothing when one result names a test case of another assignment (400)', async () => {
    const { db, submission, first, otherCase } = await resultWorld();
    const results = [
      { testCase: first.id, passed: true, logs: '', isError: false },
      { testCase: otherCase.id, passed: true, logs: '', isError: false },
    ];
    await expect(storeTestResults(db, submission.id, results, SYSTEM_ACTOR)).rejects.toEqual(rejection(400));
    expect(await db.select().from(submissionTests).where(eq(submissionTests.submissionId, submission.id))).toEqual([]);
  });

  it('refuses an unknown submission (404) and an archived course (400), even to the system', async () => {
    const { db, course, submission, first } = await resultWorld();
    const result = { testCase: first.id, passed: true, logs: '', isError: false };
    await expect(storeTestResults(db, 999_999, [result], SYSTEM_ACTOR)).rejects.toBeInstanceOf(HttpError);
    await expect(storeTestResults(db, 999_999, [result], SYSTEM_ACTOR)).rejects.toEqual(rejection(404));
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    await expect(storeTestResults(db, submission.id, [result], SYSTEM_ACTOR)).rejects.toEqual(rejection(400));
  });

  it('holds a person to the grading rule: its grader stores, a student may not (403)', async () => {
    const { db, submission, first, people } = await resultWorld();
    const result = { testCase: first.id, passed: true, logs: '', isError: false };
    await expect(storeTestResults(db, submission.id, [result], actorFor(people.student))).rejects.toEqual(rejection(403));
    const [stored] = await storeTestResults(db, submission.id, [result], actorFor(people.grader));
    expect(stored!.passed).toBe(true);
    const history = await db.select().from(gradeChanges).where(eq(gradeChanges.submissionId, submission.id));
    expect(history.map((row) => row.actorId)).toEqual([people.grader.id]);
  });
});
