import { CourseLtiLink } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// A course's LMS link, from its settings (docs/API.md, "LMS link"): course admins see which LMS course it is linked
// to, move the link to another course they administer, or unlink it. The move is quiet: its 400 shows in the section.

export const ltiLinkQueryKey = (courseId: number) => ['course', courseId, 'ltiLink'] as const;

/** GET /courses/{id}/lti/link/ — the LMS courses linked here (usually none or one). */
export async function fetchCourseLtiLink(courseId: number): Promise<CourseLtiLink> {
  const response = await sendExpecting('GET', `/courses/${courseId}/lti/link/`, 200);
  return checkShape(CourseLtiLink, response.body, 'GET /courses/{id}/lti/link/');
}

/** PUT /courses/{id}/lti/link/ — the link now goes to `targetId`; answers the target's link. */
export async function moveCourseLtiLink(courseId: number, targetId: number): Promise<CourseLtiLink> {
  const response = await sendExpecting('PUT', `/courses/${courseId}/lti/link/`, 200, { body: { courseId: targetId }, quiet: true });
  return checkShape(CourseLtiLink, response.body, 'PUT /courses/{id}/lti/link/');
}

/** DELETE /courses/{id}/lti/link/ — 204. */
export async function unlinkCourseLti(courseId: number): Promise<void> {
  await sendExpecting('DELETE', `/courses/${courseId}/lti/link/`, 204);
}
