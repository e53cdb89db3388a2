import type { AnonymityChoice } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { loadAssignmentForStaff } from '../assignments/policy';
import { recordEvent, type AuditEvent } from '../audit/record';
import { deleteReveal, insertReveal } from './queries';
import { loadNamedStudents } from './reveal';
import { mayReveal } from './rules';

// GET, PUT and DELETE /assignments/{id}/anonymity/: a member of staff's remembered choice to see the students of
// an assignment by name. Course staff only (students 403, outsiders 404). Hiding names again is always allowed;
// revealing them only to those who may (anonymity/rules.ts). Reading identities changes no course data, so an
// archived course keeps the choice too. Revealing and hiding are recorded (anonymity.revealed / .hidden), since
// who saw which students by name is what an audit of anonymous grading asks.

async function loadChoice(db: Executor, assignmentId: number, user: AuthUser) {
  const { assignment, course } = await loadAssignmentForStaff(db, assignmentId, user);
  const named = await loadNamedStudents(db, { assignmentId, courseId: assignment.courseId, userId: user.id }, course);
  const canReveal = mayReveal(course, named.led);
  const choice = (revealed: boolean): AnonymityChoice => ({ assignment: assignmentId, anonymousGrading: assignment.anonymousGrading, canReveal, revealed });
  const event = (type: AuditEvent['type']): AuditEvent => ({ type, courseId: assignment.courseId, object: { type: 'assignment', id: assignmentId } });
  return { canReveal, revealed: named.revealed, choice, event };
}

export async function getAnonymityChoice(db: Executor, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { revealed, choice } = await loadChoice(db, assignmentId, user);
  return choice(revealed);
}

/** PUT: reveal names; 403 for someone who may not (a plain grader). */
export async function revealNames(db: Database, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { canReveal, choice, event } = await loadChoice(db, assignmentId, user);
  if (!canReveal) throw forbidden();
  await db.transaction(async (tx) => {
    await insertReveal(tx, user.id, assignmentId);
    await recordEvent(tx, user, event('anonymity.revealed'));
  });
  return choice(true);
}

/** DELETE: back to pseudonyms. */
export async function hideNames(db: Database, assignmentId: number, user: AuthUser): Promise<AnonymityChoice> {
  const { choice, event } = await loadChoice(db, assignmentId, user);
  await db.transaction(async (tx) => {
    await deleteReveal(tx, user.id, assignmentId);
    await recordEvent(tx, user, event('anonymity.hidden'));
  });
  return choice(false);
}
