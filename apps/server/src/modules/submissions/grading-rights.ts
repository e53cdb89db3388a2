import { FINISHED_WORK_TEXTS, type SubmissionUpdate } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { relabel } from '../anonymity/labels';
import type { CourseAccess } from '../courses/policy';
import { labelsFor, type AnonymityScope, type Reader } from './anonymous';
import { holdsGradingRights } from './grading-writes';
import { findStudentEmails } from './grading-queries';
import type { SubmissionRow } from './queries';

// Who may change what in a PATCH. Admins change anything. Super graders may also hand a submission to any
// grader and finalize anyone's. A grader may take an unclaimed submission, release the one they hold and
// finalize or unfinalize it, nothing of anyone else's. With the course's noUnfinalize, only admins unfinalize.
// Clients send back whole objects, so a field sent with its stored value is no change and needs no right.

export interface GradingChange {
  graderId: number | null;
  isFinalized: boolean;
}

/**
 * The course's noUnfinalize ("graders cannot reopen"): finished work is reopened by admins only. The PATCH refuses
 * with this rule's own sentence, and the submission view (review/permissions.ts) disables Unfinalize with it.
 */
export function reopeningLeftToAdmins(access: CourseAccess): boolean {
  return !access.isAdmin && access.course.noUnfinalize;
}

/** 403 unless the caller may move the submission from its locked row's state to `next`. */
export function assertMayChangeGrading(row: SubmissionRow, next: GradingChange, user: AuthUser, access: CourseAccess): void {
  if (access.isAdmin) return;
  if (row.isFinalized && !next.isFinalized && reopeningLeftToAdmins(access)) throw forbidden(FINISHED_WORK_TEXTS.onlyAdminsReopen);
  if (access.roles.includes('superGrader')) return;
  if (next.graderId !== row.graderId) {
    const takes = row.graderId === null && next.graderId === user.id;
    const releases = row.graderId === user.id && next.graderId === null;
    if (!takes && !releases) throw forbidden();
  }
  if (next.isFinalized !== row.isFinalized && next.graderId !== user.id) throw forbidden();
}

/** Who answers (and closes) a student's regrade request: whoever holds the submission's grading (grading-writes.ts). */
export function mayAnswerRegrade(row: Pick<SubmissionRow, 'graderId'>, userId: number, access: CourseAccess): boolean {
  return holdsGradingRights(access, row, userId);
}

/**
 * 403 when someone who is not an admin changes a field other than grader and isFinalized (or closes a regrade request they may answer). Students sent back
 * are compared with the students as the caller reads them (pseudonyms under anonymous grading), so that the
 * answer cannot tell a grader whether an e-mail they try is the one behind a pseudonym.
 */
export async function assertOnlyGradingFieldsChange(db: Executor, row: SubmissionRow, input: SubmissionUpdate, scope: AnonymityScope, reader: Reader): Promise<void> {
  const access = reader.access;
  if (access.isAdmin) return;
  const changed =
    (input.queueOrderKey !== undefined && input.queueOrderKey !== row.queueOrderKey) ||
    (input.dateUploaded !== undefined && new Date(input.dateUploaded).getTime() !== row.dateUploaded.getTime()) ||
    (input.questionIsOpen !== undefined && input.questionIsOpen !== row.questionIsOpen && !(input.questionIsOpen === false && mayAnswerRegrade(row, reader.userId, access))) ||
    (input.questionIsRegrade !== undefined && input.questionIsRegrade !== row.questionIsRegrade) ||
    (input.lateDayCreditsUsed !== undefined && input.lateDayCreditsUsed !== row.lateDayCreditsUsed);
  if (changed) throw forbidden();
  if (input.students === undefined) return;
  if (!(await sameStudentsAsRead(db, row.id, input.students, scope, reader))) throw forbidden();
}

/**
 * Whether `students` are the submission's students as the caller reads them (pseudonyms under anonymous
 * grading), in any order and case: a whole object sent back unchanged, which changes no student.
 */
export async function sameStudentsAsRead(db: Executor, submissionId: number, students: string[], scope: AnonymityScope, reader: Reader): Promise<boolean> {
  const stored = await findStudentEmails(db, submissionId);
  const labels = await labelsFor(db, scope, reader, stored);
  const seen = (labels ? relabel(stored, labels) : stored).map((label) => label.toLowerCase()).sort();
  const given = [...new Set(students.map((label) => label.toLowerCase()))].sort();
  return given.length === seen.length && given.every((label, i) => label === seen[i]);
}
