import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SUBMISSION_MESSAGES, type Submission, type SubmissionCreate, type SubmissionHistory, type SubmissionListQuery } from '@marginalia/contracts';
import { isUniqueViolation, submissions, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import type { Caller } from '../../http/session-caller';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { pseudonymNumber } from '../anonymity/labels';
import { loadNamedStudents } from '../anonymity/reveal';
import { readsPseudonyms } from '../anonymity/rules';
import { findActiveCourseMembers } from '../courses/queries';
import { maskHistory, maskSubmission, maskSubmissions, type AnonymityScope, type Reader } from './anonymous';
import { recomputeGrades } from '../grades/recompute';
import { testOutputFilesKeptFromStudents } from '../test-visibility/visibility';
import { notifyFeedbackOnFinalize, type NotifyContext } from '../notifications/service';
import { checkNoOtherSubmission, resolveGrader, resolveStudents, type Errors } from './fields';
import { ensureHistoryRows, recordView, selectHistory } from './history-queries';
import {
  feedbackIsOut,
  isCourseStaff,
  loadAssignmentForMember,
  loadAssignmentForSubmissionCreate,
  loadSubmissionForAdminWrite,
  loadSubmissionForReader,
} from './policy';
import { selectAssignmentSubmissionList, selectAssignmentSubmissionPage } from './list-queries';
import { presentSubmission, type StudentView } from './present';
import {
  deleteSubmission,
  findStudentsWithSubmission,
  hasGraderWithEmail,
  hasLedStudentWithEmail,
  hasStudentWithEmail,
  hasStudentWithPseudonym,
  insertSubmission,
  insertSubmissionStudents,
  selectSubmissions,
  type AssignmentScope,
  type StoredSubmission,
} from './queries';

type SubmissionCreateInput = z.output<typeof SubmissionCreate>;

/** The submission as stored now; 404 if it went away meanwhile (deleted by someone else). */
export async function present(db: Executor, submissionId: number, studentView?: StudentView): Promise<Submission> {
  const [row] = await selectSubmissions(db, eq(submissions.id, submissionId));
  if (!row) throw notFound();
  const shown = presentSubmission(row, studentView);
  // A student changing their group works on unfinished work: its feedback is not out for them yet.
  return studentView ? (await withStudentFiles(db, [shown], new Set()))[0]! : shown;
}

/**
 * Students' submissions name only the files they may read: no version of the tests' output kept from them
 * (test-visibility/visibility.ts), so its id tells them nothing either. `released` lists the submissions whose
 * feedback is out for their students.
 */
async function withStudentFiles(db: Executor, shown: Submission[], released: ReadonlySet<number>): Promise<Submission[]> {
  const kept = await testOutputFilesKeptFromStudents(db, shown.map((submission) => submission.id), released);
  if (kept.size === 0) return shown;
  return shown.map((submission) => ({ ...submission, files: submission.files.filter((id) => !kept.has(id)) }));
}

export function throwIfAny(errors: Errors): void {
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/**
 * Two creations naming the same student at once both pass the check; the loser's insert hits the unique
 * (assignment, student) key and answers as the check would have, naming every student already taken.
 */
export async function studentRaceAsFieldError<T>(
  db: Executor,
  target: { courseId: number; assignmentId: number; exceptSubmissionId?: number },
  emails: string[],
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, 'submission_students_one_per_assignment')) throw error;
    const students = await findActiveCourseMembers(db, target.courseId, [...new Set(emails)], ['student']);
    const taken = await findStudentsWithSubmission(db, target.assignmentId, students.map((s) => s.id), target.exceptSubmissionId);
    const named = taken.length > 0 ? taken.map((s) => s.email) : students.map((s) => s.email);
    throw fieldErrors({ students: named.map(SUBMISSION_MESSAGES.alreadySubmitted) });
  }
}

/** What anonymous grading needs to know of a submission's assignment. */
export function anonymityScope(scope: { assignmentId: number; courseId: number; anonymousGrading: boolean }): AnonymityScope {
  return { assignmentId: scope.assignmentId, courseId: scope.courseId, anonymousGrading: scope.anonymousGrading };
}

/** The submission as course staff read it: under anonymous grading, pseudonyms until the reader revealed names. */
export async function presentToStaff(db: Executor, submissionId: number, scope: AnonymityScope, reader: Reader): Promise<Submission> {
  return maskSubmission(db, await present(db, submissionId), scope, reader);
}

/** The submission as read with the access check, in the same statement (no second read). */
export async function getSubmission(db: Executor, submissionId: number, caller: Caller): Promise<Submission> {
  const { submission, course, asStudent, stored, user } = await loadSubmissionForReader(db, submissionId, caller);
  if (!asStudent) return maskSubmission(db, presentSubmission(stored), anonymityScope(submission), { access: course, userId: user.id });
  await recordView(db, submissionId, user.id);
  const released = feedbackIsOut(submission) && submission.isFinalized ? new Set([submissionId]) : new Set<number>();
  return (await withStudentFiles(db, [presentSubmission(stored, submission)], released))[0]!;
}

/** A new submission with its students (and their history rows), all in one transaction. */
export async function createSubmission(db: Database, user: AuthUser, input: SubmissionCreateInput, notify?: NotifyContext): Promise<Submission> {
  const { assignment } = await loadAssignmentForSubmissionCreate(db, input.assignment, user);
  const { courseId } = assignment;
  const submissionId = await studentRaceAsFieldError(db, { courseId, assignmentId: assignment.id }, input.students, () =>
    db.transaction(async (tx) => {
      const errors: Errors = {};
      const studentIds = await resolveStudents(tx, courseId, input.students, errors);
      await checkNoOtherSubmission(tx, assignment.id, studentIds, errors);
      const graderId = await resolveGrader(tx, courseId, input.grader ?? null, errors);
      if (input.isFinalized && graderId === null && !errors.grader) errors.isFinalized = [SUBMISSION_MESSAGES.finalizeNeedsGrader];
      throwIfAny(errors);
      const row = await insertSubmission(tx, { assignmentId: assignment.id, graderId, isFinalized: input.isFinalized });
      await insertSubmissionStudents(tx, row.id, assignment.id, studentIds);
      await ensureHistoryRows(tx, row.id);
      // A new submission has a grade from the start (the assignment's points, or 0 with additive grading),
      // the same number its first file upload would give it.
      await recomputeGrades(tx, [row.id], { cause: 'students', actorId: user.id });
      if (input.isFinalized && notify) await notifyFeedbackOnFinalize(tx, notify, row.id);
      await recordEvent(tx, user, {
        type: 'submission.created',
        courseId,
        object: { type: 'submission', id: row.id },
        data: { assignment: assignment.id, students: studentIds.length, isFinalized: input.isFinalized },
      });
      return row.id;
    }),
  );
  return present(db, submissionId);
}

export async function removeSubmission(db: Database, submissionId: number, user: AuthUser): Promise<void> {
  const { submission } = await loadSubmissionForAdminWrite(db, submissionId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteSubmission(tx, submissionId))) throw notFound();
    await recordEvent(tx, user, {
      type: 'submission.deleted',
      courseId: submission.courseId,
      object: { type: 'submission', id: submissionId },
      data: { assignment: submission.assignmentId },
    });
  });
}

/**
 * The `student=` filter of someone who reads pseudonyms: a pseudonym, or the e-mail of a student they revealed
 * (a section leader's own students). Any other e-mail matches nothing, so that the filter cannot tell them who is
 * behind a pseudonym.
 */
function pseudonymousStudentFilter(student: string, assignment: AssignmentScope, userId: number, namesLedStudents: boolean): SQL {
  const number = pseudonymNumber(student);
  if (number !== null) return hasStudentWithPseudonym(assignment.id, number);
  return namesLedStudents ? hasLedStudentWithEmail(student, assignment.courseId, userId) : sql`false`;
}

/** Which of an assignment's submissions the caller lists, and how they read them; null when none (a student before the feedback is out). */
async function submissionList(db: Executor, assignmentId: number, user: AuthUser, query: SubmissionListQuery) {
  const { assignment, course } = await loadAssignmentForMember(db, assignmentId, user);
  const conditions = [eq(submissions.assignmentId, assignmentId)];
  const asStudent = !isCourseStaff(course);
  if (asStudent) {
    if (query.student !== user.email.toLowerCase()) throw forbidden();
    if (!feedbackIsOut(assignment)) return null;
    conditions.push(eq(submissions.isFinalized, true));
  }
  const scope = anonymityScope({ ...assignment, assignmentId });
  const reader = { access: course, userId: user.id };
  if (query.student) {
    const named = !asStudent && readsPseudonyms(scope, course) ? await loadNamedStudents(db, { ...scope, userId: user.id }, course) : null;
    const pseudonymous = named !== null && !named.everyone;
    conditions.push(pseudonymous ? pseudonymousStudentFilter(query.student, assignment, user.id, named.sections.size > 0) : hasStudentWithEmail(query.student));
  }
  if (query.grader) conditions.push(hasGraderWithEmail(query.grader));
  /** The stored rows as this caller reads them. */
  const present = (rows: StoredSubmission[]): Promise<Submission[]> => {
    // A student lists only their finalized work once the feedback is out (above).
    if (asStudent) return withStudentFiles(db, rows.map((row) => presentSubmission(row, assignment)), new Set(rows.map((row) => row.id)));
    return maskSubmissions(db, rows.map((row) => presentSubmission(row)), scope, reader);
  };
  return { where: and(...conditions), present };
}

/**
 * An assignment's submissions, filtered by student and grader e-mail. Staff see them all; a student may only
 * ask for their own (`student=<own e-mail>`) and sees it once the feedback is out.
 */
export async function listAssignmentSubmissions(db: Executor, assignmentId: number, user: AuthUser, query: SubmissionListQuery): Promise<Submission[]> {
  const list = await submissionList(db, assignmentId, user, query);
  if (!list) return [];
  return list.present(await selectAssignmentSubmissionList(db, assignmentId, list.where));
}

/** As listAssignmentSubmissions, one page of it (LIMIT/OFFSET in SQL) and the size of the whole list. */
export async function listAssignmentSubmissionPage(
  db: Executor,
  assignmentId: number,
  user: AuthUser,
  query: SubmissionListQuery,
  range: { limit: number; offset: number },
): Promise<{ count: number; results: Submission[] }> {
  const list = await submissionList(db, assignmentId, user, query);
  if (!list) return { count: 0, results: [] };
  const { count, results } = await selectAssignmentSubmissionPage(db, assignmentId, list.where, range);
  return { count, results: await list.present(results) };
}

/** The view history: staff see every student's row (under anonymous grading, as pseudonyms), a student only their own. */
export async function getSubmissionHistory(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionHistory[]> {
  const { submission, course, asStudent } = await loadSubmissionForReader(db, submissionId, user);
  await ensureHistoryRows(db, submissionId);
  const stored = await selectHistory(db, submissionId, asStudent ? user.id : undefined);
  const rows = stored.map((row) => ({ ...row, dateViewed: row.dateViewed ? row.dateViewed.toISOString() : null }));
  if (asStudent) return rows;
  return maskHistory(db, rows, anonymityScope(submission), { access: course, userId: user.id });
}
