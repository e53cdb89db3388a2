import { comments, fileTemplates, rubricCategories, rubricComments, type Database } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { createAssignment, createFile, createSubmission } from '../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../testing/test-case-factories';
import { createMatrixWorld } from './matrix-world';

type GradingPeople = Awaited<ReturnType<typeof createMatrixWorld>>['people'];

// The fixture of the grading matrices: a published, visible assignment with a finalized submission of `student`
// (so that its student may read it), held by `grader`, who also leads the student's section; a file with a
// comment, a rubric, a file template, a test and a result. Routes that destroy or consume objects make fresh
// ones with the helpers below instead of touching these.

let sequence = 0;
const unique = (prefix: string) => `${prefix} ${++sequence}`;

export async function freshAssignment(db: Database, courseId: number) {
  return createAssignment(db, courseId, { isReleased: true, isVisible: true, name: unique('Matrix') });
}

export async function freshRubricCategory(db: Database, assignmentId: number) {
  const [row] = await db.insert(rubricCategories).values({ assignmentId, name: unique('Style') }).returning();
  return row!;
}

export async function freshRubricComment(db: Database, assignmentId: number, categoryId: number) {
  const [row] = await db.insert(rubricComments).values({ assignmentId, categoryId, name: unique('rc'), pointDelta: 1 }).returning();
  return row!;
}

export async function freshComment(db: Database, fileId: number, values: Partial<typeof comments.$inferInsert> = {}) {
  const [row] = await db.insert(comments).values({ fileId, startChar: 0, endChar: 1, startLine: 0, endLine: 0, text: 'Matrix', ...values }).returning();
  return row!;
}

export async function freshFileTemplate(db: Database, assignmentId: number) {
  const [row] = await db.insert(fileTemplates).values({ assignmentId, name: unique('template') }).returning();
  return row!;
}

/**
 * Work still being graded: a submission `grader` holds and has not finalized, with a file and a comment. Grading
 * writes go here, since a finalized submission takes none; its student cannot see it yet.
 */
async function openWork(db: Database, courseId: number, people: Pick<GradingPeople, 'student' | 'grader'>) {
  const { student, grader } = people;
  const assignment = await freshAssignment(db, courseId);
  const submission = await createSubmission(db, assignment.id, { students: [student], grader, isFinalized: false });
  const file = await createFile(db, submission.id);
  const comment = await freshComment(db, file.id, { authorId: grader.id });
  return { submission, file, comment };
}

export async function createGradingWorld(ctx: AppContext) {
  const world = await createMatrixWorld(ctx);
  const { db } = ctx;
  const { student, grader } = world.people;
  const assignment = await freshAssignment(db, world.course.id);
  const submission = await createSubmission(db, assignment.id, { students: [student], grader, isFinalized: true });
  const file = await createFile(db, submission.id);
  const rubricCategory = await freshRubricCategory(db, assignment.id);
  const rubricComment = await freshRubricComment(db, assignment.id, rubricCategory.id);
  const comment = await freshComment(db, file.id, { authorId: grader.id, rubricCommentId: rubricComment.id });
  const fileTemplate = await freshFileTemplate(db, assignment.id);
  const testCategory = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, testCategory.id);
  const submissionTest = await createSubmissionTest(db, submission.id, testCase.id);
  const open = await openWork(db, world.course.id, world.people);
  return { ...world, assignment, submission, file, rubricCategory, rubricComment, comment, fileTemplate, testCategory, testCase, submissionTest, open };
}

export type GradingWorld = Awaited<ReturnType<typeof createGradingWorld>>;

/** A fresh assignment whose queue holds one submission, without students or grader: for one call that claims it. */
export async function freshQueue(w: GradingWorld, db: Database) {
  const assignment = await freshAssignment(db, w.course.id);
  await createSubmission(db, assignment.id, { students: [] });
  return assignment;
}

/** A submission of `student` like the world's, in a fresh assignment, held by `grader`: for one call that deletes or changes it. */
export async function freshSubmission(w: GradingWorld, db: Database) {
  const assignment = await freshAssignment(db, w.course.id);
  return createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: true });
}
