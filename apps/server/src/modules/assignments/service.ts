import { ASSIGNMENT_DEFAULTS, ASSIGNMENT_MESSAGES, type Assignment, type AssignmentCreate, type AssignmentUpdate } from '@marginalia/contracts';
import { asInvalidPk } from '../../http/invalid-pk';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { loadCourseForAdminWrite, loadCourseForMember, type CourseAccess } from '../courses/policy';
import { selectAssignmentSubmissionIds } from '../grades/queries';
import { recomputeGrades } from '../grades/recompute';
import { syncShownGradesOfAssignment } from '../grades/shown-grades';
import { isCourseStaff, loadAssignmentForAdminWrite, loadAssignmentForMember, studentsMaySeeStatistics } from './policy';
import { notifyFeedbackPublished, type NotifyContext } from '../notifications/service';
import {
  deleteAssignment,
  findAssignmentNamed,
  insertAssignment,
  selectAssignment,
  selectCourseAssignments,
  updateAssignmentRow,
  type AssignmentValues,
} from './queries';

/** The assignment as stored now; 404 if it went away meanwhile (deleted by someone else). */
async function present(db: Executor, assignmentId: number): Promise<Assignment> {
  const assignment = await selectAssignment(db, assignmentId);
  if (!assignment) throw notFound();
  return assignment;
}

const duplicateName = () => fieldErrors({ name: [ASSIGNMENT_MESSAGES.duplicateName] });

/** The check answers the usual case; the unique constraint decides two admins naming alike at once. */
async function withUniqueName<T>(db: Executor, courseId: number, name: string | undefined, exceptId: number | undefined, write: () => Promise<T>) {
  if (name !== undefined && (await findAssignmentNamed(db, courseId, name, exceptId))) throw duplicateName();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'assignments_course_name_unique')) throw duplicateName();
    throw error;
  }
}

/** API settings to column values: datetimes become Dates, absent fields stay absent. */
function toColumns(input: AssignmentUpdate): AssignmentValues {
  const { uploadDueDate, regradeDeadline, ...rest } = input;
  const values: AssignmentValues = { ...rest };
  if (uploadDueDate !== undefined) values.uploadDueDate = uploadDueDate === null ? null : new Date(uploadDueDate);
  if (regradeDeadline !== undefined) values.regradeDeadline = regradeDeadline === null ? null : new Date(regradeDeadline);
  return values;
}

/** What a member sees of an assignment: students get mean and median only where they may see statistics. */
function forCaller(assignment: Assignment, access: CourseAccess): Assignment {
  if (isCourseStaff(access) || studentsMaySeeStatistics(access.course, assignment)) return assignment;
  return { ...assignment, mean: null, median: null };
}

export async function getAssignment(db: Executor, assignmentId: number, user: AuthUser): Promise<Assignment> {
  const { course } = await loadAssignmentForMember(db, assignmentId, user);
  return forCaller(await present(db, assignmentId), course);
}

/** GET /courses/{id}/assignments/: every assignment for staff, the visible ones for students. */
export async function listCourseAssignments(db: Executor, courseId: number, user: AuthUser): Promise<Assignment[]> {
  const access = await loadCourseForMember(db, courseId, user);
  const list = await selectCourseAssignments(db, courseId, !isCourseStaff(access));
  return list.map((assignment) => forCaller(assignment, access));
}

/** A new assignment of a course the caller administers: the contract's defaults, anonymousGrading the course's, unless given. */
export async function createAssignment(db: Database, user: AuthUser, input: AssignmentCreate): Promise<Assignment> {
  const { course: courseId, ...fields } = input;
  const { course } = await asInvalidPk('course', courseId, () => loadCourseForAdminWrite(db, courseId, user));
  const defaults = toColumns({ ...ASSIGNMENT_DEFAULTS, anonymousGrading: course.anonymousGradingDefault });
  const values = { ...defaults, ...toColumns(fields), name: fields.name, courseId };
  const created = await withUniqueName(db, courseId, fields.name, undefined, () =>
    db.transaction(async (tx) => {
      const row = await insertAssignment(tx, values);
      await recordEvent(tx, user, { type: 'assignment.created', courseId, object: { type: 'assignment', id: row.id } });
      return row;
    }),
  );
  return present(db, created.id);
}

/** PATCH: the fields given replace the current ones; `course` and read-only fields are ignored. */
export async function updateAssignment(
  db: Database,
  assignmentId: number,
  user: AuthUser,
  input: AssignmentUpdate,
  notify?: NotifyContext,
): Promise<Assignment> {
  const { assignment } = await loadAssignmentForAdminWrite(db, assignmentId, user);
  const renamed = input.name !== undefined && input.name !== assignment.name ? input.name : undefined;
  // Points and additive grading are inputs of every submission's grade.
  const regrade = (input.points !== undefined && input.points !== assignment.points) || (input.additiveGrading !== undefined && input.additiveGrading !== assignment.additiveGrading);
  const unfreezes = input.gradeFrozen === false && assignment.gradeFrozen;
  // Students hear of feedback when it comes out, not again when an admin saves the settings once more.
  const publishes = input.isReleased === true && !assignment.isReleased;
  const showsOtherwise =
    (input.isReleased !== undefined && input.isReleased !== assignment.isReleased) || (input.isVisible !== undefined && input.isVisible !== assignment.isVisible);
  await withUniqueName(db, assignment.courseId, renamed, assignmentId, () =>
    db.transaction(async (tx) => {
      await updateAssignmentRow(tx, assignmentId, toColumns(input));
      // Unfreezing brings every grade up to date with what changed while it was frozen.
      if (regrade || unfreezes) {
        await recomputeGrades(tx, await selectAssignmentSubmissionIds(tx, assignmentId), { cause: unfreezes ? 'unfreeze' : 'assignment', actorId: user.id });
      }
      if (showsOtherwise) await syncShownGradesOfAssignment(tx, assignmentId);
      if (publishes && notify) await notifyFeedbackPublished(tx, notify, assignmentId);
      await recordEvent(tx, user, {
        type: 'assignment.updated',
        courseId: assignment.courseId,
        object: { type: 'assignment', id: assignmentId },
        data: { fields: Object.keys(input) },
      });
    }),
  );
  return present(db, assignmentId);
}

export async function removeAssignment(db: Database, assignmentId: number, user: AuthUser): Promise<void> {
  const { assignment } = await loadAssignmentForAdminWrite(db, assignmentId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteAssignment(tx, assignmentId))) throw notFound();
    await recordEvent(tx, user, {
      type: 'assignment.deleted',
      courseId: assignment.courseId,
      object: { type: 'assignment', id: assignmentId },
      data: { name: assignment.name },
    });
  });
}
