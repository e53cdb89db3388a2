import { LtiGradePassback, LtiPassbackQueued, LtiRosterSync, LtiRosterSyncLog, LtiRosterSyncPreview } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// A course's link with its LMS, as its course admins drive it (docs/LMS.md, "Roster sync" and "Grade passback"):
// the roster sync log, its preview and "Sync now"; where each assignment's grades stand in the LMS gradebook and
// "Send grades now".

export const ltiCourseKeys = {
  all: (courseId: number) => ['lti-course', courseId] as const,
  syncLog: (courseId: number) => ['lti-course', courseId, 'sync'] as const,
  grades: (courseId: number) => ['lti-course', courseId, 'grades'] as const,
};

/** GET /courses/{id}/lti/sync/ — the course's LMS link and its sync log, newest first. */
export async function fetchRosterSyncLog(courseId: number): Promise<LtiRosterSyncLog> {
  const response = await sendExpecting('GET', `/courses/${courseId}/lti/sync/`, 200);
  return checkShape(LtiRosterSyncLog, response.body, 'GET /courses/{id}/lti/sync/');
}

/** GET /courses/{id}/lti/sync/preview/ — what a sync would do now, read from the LMS, nothing written. */
export async function fetchRosterSyncPreview(courseId: number): Promise<LtiRosterSyncPreview> {
  const response = await sendExpecting('GET', `/courses/${courseId}/lti/sync/preview/`, 200, { quiet: true });
  return checkShape(LtiRosterSyncPreview, response.body, 'GET /courses/{id}/lti/sync/preview/');
}

/** POST /courses/{id}/lti/sync/ — 202 with the queued sync. */
export async function startRosterSync(courseId: number): Promise<LtiRosterSync> {
  const response = await sendExpecting('POST', `/courses/${courseId}/lti/sync/`, 202);
  return checkShape(LtiRosterSync, response.body, 'POST /courses/{id}/lti/sync/');
}

/** GET /courses/{id}/lti/grades/ — each assignment's passback to the LMS gradebook. */
export async function fetchGradePassback(courseId: number): Promise<LtiGradePassback> {
  const response = await sendExpecting('GET', `/courses/${courseId}/lti/grades/`, 200);
  return checkShape(LtiGradePassback, response.body, 'GET /courses/{id}/lti/grades/');
}

/** POST /assignments/{id}/lti/grades/ — 202: a passback of the assignment is queued now. */
export async function sendGradesNow(assignmentId: number): Promise<void> {
  const response = await sendExpecting('POST', `/assignments/${assignmentId}/lti/grades/`, 202);
  checkShape(LtiPassbackQueued, response.body, 'POST /assignments/{id}/lti/grades/');
}
