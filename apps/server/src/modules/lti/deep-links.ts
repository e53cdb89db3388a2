import { and, eq } from 'drizzle-orm';
import { LTI_DEEP_LINK_MESSAGES, type LtiDeepLinkPlace, type LtiDeepLinkRequest, type LtiDeepLinkResponse } from '@marginalia/contracts';
import { assignments, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { selectCourseAssignments } from '../assignments/queries';
import { createAssignment } from '../assignments/service';
import { loadCourseForAdmin } from '../courses/policy';
import { findOpenDeepLinkRequest, useDeepLinkRequest, type DeepLinkRequestRow } from './deep-link-requests';
import { resourceLinkItem, signDeepLinkingResponse, type PlacedAssignment } from './deep-link-response';
import { selectPlatform } from './platform-queries';

// An instructor placing an assignment from inside the LMS (docs/LMS.md, "Deep Linking"). The launch kept the
// platform's request under a reference; the instructor's page reads the course and its assignments by it, then
// picks one or creates one (through the assignments module, its rules and its event), and gets back the signed
// answer their browser posts to the LMS. The answer uses the reference up; so does a cancel, whose answer places
// nothing.

/** The caller's open request, for a course they still administer: someone else's, used or expired ones are 404. */
async function openRequest(db: Executor, ref: string, user: AuthUser) {
  const request = await findOpenDeepLinkRequest(db, ref, user.id);
  if (!request) throw notFound();
  const { course } = await loadCourseForAdmin(db, request.courseId, user);
  return { request, course };
}

export async function readDeepLinkRequest(db: Executor, ref: string, user: AuthUser): Promise<LtiDeepLinkRequest> {
  const { request, course } = await openRequest(db, ref, user);
  const list = await selectCourseAssignments(db, course.id, false);
  return {
    course: { id: course.id, name: course.name, period: course.period },
    assignments: list.map((assignment) => ({ id: assignment.id, name: assignment.name, points: assignment.points })),
    settings: { title: request.title, acceptTypes: request.acceptTypes, acceptMultiple: request.acceptMultiple, returnUrl: request.returnUrl },
  };
}

async function chosenAssignment(db: Database, user: AuthUser, courseId: number, choice: LtiDeepLinkPlace): Promise<PlacedAssignment> {
  if ('create' in choice) {
    const created = await createAssignment(db, user, { course: courseId, name: choice.create.name, points: choice.create.points });
    return { id: created.id, name: created.name, points: created.points };
  }
  const [row] = await db
    .select({ id: assignments.id, name: assignments.name, points: assignments.points })
    .from(assignments)
    .where(and(eq(assignments.id, choice.assignment), eq(assignments.courseId, courseId)));
  if (!row) throw fieldErrors({ assignment: [LTI_DEEP_LINK_MESSAGES.unknownAssignment] });
  return row;
}

async function answer(db: Database, request: DeepLinkRequestRow, contentItems: Record<string, unknown>[], message: string | null): Promise<string> {
  const platform = await selectPlatform(db, request.platformId);
  if (!platform) throw notFound();
  return signDeepLinkingResponse(db, { clientId: platform.clientId, issuer: platform.issuer, deploymentId: request.deploymentId, data: request.data }, contentItems, message);
}

/** POST /lti/deepLinks/{ref}/: the chosen (or new) assignment as a resource link launching `launchUrl`. */
export async function placeAssignment(db: Database, user: AuthUser, ref: string, choice: LtiDeepLinkPlace, launchUrl: string): Promise<LtiDeepLinkResponse> {
  const { request } = await openRequest(db, ref, user);
  const assignment = await chosenAssignment(db, user, request.courseId, choice);
  const jwt = await answer(db, request, [resourceLinkItem(assignment, launchUrl)], LTI_DEEP_LINK_MESSAGES.placed(assignment.name));
  await db.transaction(async (tx) => {
    if (!(await useDeepLinkRequest(tx, ref, user.id))) throw notFound();
    await recordEvent(tx, user, {
      type: 'lti.assignment_placed',
      courseId: request.courseId,
      object: { type: 'assignment', id: assignment.id },
      data: { platformId: request.platformId, deploymentId: request.deploymentId, created: 'create' in choice },
    });
  });
  return { returnUrl: request.returnUrl, jwt };
}

/** POST /lti/deepLinks/{ref}/cancel/: an answer with no content items, so the LMS closes its dialog. */
export async function cancelDeepLink(db: Database, user: AuthUser, ref: string): Promise<LtiDeepLinkResponse> {
  const { request } = await openRequest(db, ref, user);
  const jwt = await answer(db, request, [], null);
  if (!(await useDeepLinkRequest(db, ref, user.id))) throw notFound();
  return { returnUrl: request.returnUrl, jwt };
}
