import { LTI_PASSBACK_MESSAGES, type LtiGradePassback, type LtiPassbackQueued } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest } from '../../http/errors';
import { loadAssignmentForAdminWrite } from '../assignments/policy';
import { loadCourseForAdmin } from '../courses/policy';
import { queueGradePassback } from '../grades/lms-passback-trigger';
import { selectPlatform } from './platform-queries';
import { passbackAssignment } from './passback-queries';
import { assignmentPassbacks, passbackContextOf, refusedScores } from './passback-status-queries';

// A course admin's side of grade passback (docs/LMS.md, "Grade passback"; docs/API.md): where each assignment's
// grades stand in the LMS gradebook, and "Send grades now".

export async function gradePassbackStatus(db: Database, courseId: number, user: AuthUser): Promise<LtiGradePassback> {
  await loadCourseForAdmin(db, courseId, user);
  const context = await passbackContextOf(db, courseId);
  const platform = context ? await selectPlatform(db, context.platformId) : null;
  if (!context || !platform) return { link: null, offered: false, assignments: [] };
  const [rows, refusals] = await Promise.all([assignmentPassbacks(db, courseId, context.id, platform.issuer), refusedScores(db, context.id)]);
  return {
    link: { platformName: platform.name, contextTitle: context.title },
    offered: context.lineItemsUrl !== null,
    assignments: rows.map((row) => ({
      assignmentId: row.assignmentId,
      name: row.name,
      points: row.points,
      shown: row.shown,
      lineItem: row.url ? { url: row.url, origin: row.origin } : null,
      lastPassback: row.lastPassbackAt?.toISOString() ?? null,
      lastError: row.lastError,
      sent: row.sent,
      waiting: row.waiting,
      unknown: row.unknown,
      refused: refusals.filter((refusal) => refusal.assignmentId === row.assignmentId).map((refusal) => ({ email: refusal.email, error: refusal.error, at: refusal.at.toISOString() })),
      running: row.running,
    })),
  };
}

/** Queues a passback of the assignment now, the scores the LMS refused before included. */
export async function sendGradesNow(db: Database, assignmentId: number, user: AuthUser): Promise<LtiPassbackQueued> {
  const { course } = await loadAssignmentForAdminWrite(db, assignmentId, user);
  const context = await passbackContextOf(db, course.course.id);
  if (!context) throw badRequest(LTI_PASSBACK_MESSAGES.notLinked);
  const assignment = await passbackAssignment(db, assignmentId);
  if (!assignment?.showsGrades) throw badRequest(LTI_PASSBACK_MESSAGES.notShown);
  await queueGradePassback(db, [assignmentId], { now: true, retryRefused: true });
  return { queued: true };
}
