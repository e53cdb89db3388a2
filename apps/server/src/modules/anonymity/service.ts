import type { AnonymityChoice } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { loadAssignmentForStaff } from '../assignments/policy';
import { deleteReveal, insertReveal } from './queries';
import { loadNamedStudents } from './reveal';
import { mayReveal } from './rules';

// GET, PUT and DELETE /assignments/{id}/anonymity/: a member of staff's remembered choice to see the students of
// an assignment by name. Course staff only (students 403, outsiders 404). Hiding names again is always allowed;
// revealing them only to those who may (anonymity/rules.ts). Reading identities changes no course data, so an
// archived course keeps the choice too.

async function loadChoice(db: Executor, assignmentId: number, user: AuthUser) {
  const { assignment, course } = await loadAssignmentForStaff(db, assignmentId, user);
  const named = await loadNamedStudents(db, { assignmentId, courseId: assignment.courseId, userId: user.id }, course);
  const canReveal = mayReveal(course, named.led);
  const choice = (revealed: boolean): AnonymityChoice => ({ assignment: assignmentId, anonymousGrading: assignment.anonymousGrading, canReveal, revealed });
  return { canReveal, revealed: named.revealed, choice };
}

export async function getAnonymityChoice(db: Executor, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { revealed, choice } = await loadChoice(db, assignmentId, user);
  return choice(revealed);
}

/** PUT: reveal names; 403 for someone who may not (a plain grader). */
export async function revealNames(db: Executor, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { canReveal, choice } = await loadChoice(db, assignmentId, user);
  if (!canReveal) throw forbidden();
  await insertReveal(db, user.id, assignmentId);
  return choice(true);
}

/** DELETE: back to pseudonyms. */
export async function hideNames(db: Executor, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { choice } = await loadChoice(db, assignmentId, user);
  await deleteReveal(db, user.id, assignmentId);
  return choice(false);
}
