import type { SubmissionUpdate } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import type { CourseAccess } from '../courses/policy';
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

/** 403 unless the caller may move the submission from its locked row's state to `next`. */
export function assertMayChangeGrading(row: SubmissionRow, next: GradingChange, user: AuthUser, access: CourseAccess): void {
  if (access.isAdmin) return;
  if (row.isFinalized && !next.isFinalized && access.course.noUnfinalize) throw forbidden();
  if (access.roles.includes('superGrader')) return;
  if (next.graderId !== row.graderId) {
    const takes = row.graderId === null && next.graderId === user.id;
    const releases = row.graderId === user.id && next.graderId === null;
    if (!takes && !releases) throw forbidden();
  }
  if (next.isFinalized !== row.isFinalized && next.graderId !== user.id) throw forbidden();
}

/** 403 when someone who is not an admin changes a field other than grader and isFinalized. */
export async function assertOnlyGradingFieldsChange(db: Executor, row: SubmissionRow, input: SubmissionUpdate, access: CourseAccess): Promise<void> {
  if (access.isAdmin) return;
  const changed =
    (input.queueOrderKey !== undefined && input.queueOrderKey !== row.queueOrderKey) ||
    (input.dateUploaded !== undefined && new Date(input.dateUploaded).getTime() !== row.dateUploaded.getTime()) ||
    (input.questionIsOpen !== undefined && input.questionIsOpen !== row.questionIsOpen) ||
    (input.questionIsRegrade !== undefined && input.questionIsRegrade !== row.questionIsRegrade) ||
    (input.lateDayCreditsUsed !== undefined && input.lateDayCreditsUsed !== row.lateDayCreditsUsed);
  if (changed) throw forbidden();
  if (input.students === undefined) return;
  const stored = (await findStudentEmails(db, row.id)).sort();
  const given = [...new Set(input.students)].sort();
  if (given.length !== stored.length || given.some((email, i) => email !== stored[i])) throw forbidden();
}
