import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { courseAccessOf } from '../assignments/course-access';
import { findAssignment } from '../assignments/queries';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { partnerChangeRefusal } from '../review/permissions';
import { findSubmissionWithAccess } from '../submissions/access-queries';
import { isCourseStaff } from '../submissions/policy';
import type { StoredSubmission, SubmissionScope } from '../submissions/queries';

// Who manages a submission's group. Its own students do, while the assignment takes their uploads (the group
// is part of what they hand in) and the work is not finalized (review/permissions.ts, partnerChangeRefusal).
// Course admins do at any time: a change they make is theirs, on the record like every partner change. Other
// staff get 403; other students and outsiders 404, as for the submission itself. An archived course takes no
// writes.

export interface PartnerAccess {
  submission: SubmissionScope;
  stored: StoredSubmission;
  course: CourseAccess;
  /** The caller acts as one of the submission's students (not as an admin). */
  asStudent: boolean;
}

export async function loadSubmissionForPartners(db: Executor, submissionId: number, user: AuthUser, allowAdmins: boolean): Promise<PartnerAccess> {
  const row = await findSubmissionWithAccess(db, submissionId, user.id);
  if (!row) throw notFound();
  const course = courseAccessOf(row);
  const { submission, stored } = row;
  const ownStudent = course.roles.includes('student') && submission.studentIds.includes(user.id);
  if (!ownStudent && !isCourseStaff(course)) throw notFound();
  if (!ownStudent && !(allowAdmins && course.isAdmin)) throw forbidden();
  assertCourseWritable(course.course);
  const asStudent = !(allowAdmins && course.isAdmin);
  if (asStudent) {
    const assignment = await findAssignment(db, submission.assignmentId);
    if (!assignment) throw notFound();
    const refusal = partnerChangeRefusal(assignment, submission, new Date());
    if (refusal) throw badRequest(refusal);
  }
  return { submission, stored, course, asStudent };
}
