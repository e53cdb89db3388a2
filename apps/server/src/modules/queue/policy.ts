import { QUEUE_MESSAGES } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden } from '../../http/errors';
import { loadAssignmentInCourse } from '../assignments/policy';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { isCourseStaff } from '../submissions/policy';
import type { AssignmentScope } from '../submissions/queries';

// Who may use an assignment's grading queue. Claiming makes the caller the submission's grader, so only
// people who hold a grader role in the course may claim (course admins are enrolled as graders too); an admin
// who is not also a grader would become a grader the course does not know.

export interface QueueAccess {
  assignment: AssignmentScope;
  course: CourseAccess;
}

function loadQueue(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueAccess> {
  return loadAssignmentInCourse(db, assignmentId, user);
}

/** Reading the queue's length: the course's staff (students 403, outsiders 404). */
export async function loadQueueForStaff(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueAccess> {
  const access = await loadQueue(db, assignmentId, user);
  if (!isCourseStaff(access.course)) throw forbidden();
  return access;
}

/** Claiming: active graders of a writable course whose queue is turned on. */
export async function loadQueueForClaim(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueAccess> {
  const access = await loadQueue(db, assignmentId, user);
  const { roles, course } = access.course;
  if (!roles.includes('grader') && !roles.includes('superGrader')) throw forbidden();
  assertCourseWritable(course);
  if (!course.activateQueue) throw badRequest(QUEUE_MESSAGES.queueOff);
  return access;
}
