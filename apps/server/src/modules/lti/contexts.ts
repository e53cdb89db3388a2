import { and, eq } from 'drizzle-orm';
import { COURSE_DEFAULTS } from '@marginalia/contracts';
import { assignments, courses, ltiContexts, ltiResourceLinks, type Executor } from '@marginalia/db';
import type { Actor } from '../../core/actor';
import { recordEvents } from '../audit/record';
import { generateInviteCode } from '../courses/service';
import { findCourseByNamePeriod, insertCourse } from '../courses/queries';
import { LaunchRefused } from './id-token';
import type { PlatformRow } from './platform-queries';

// LMS courses (contexts) as Marginalia courses, and the links placed in them (docs/LMS.md, "Courses and links").
// A context links to one course. An instructor's first launch from an unlinked context makes a course named after
// the context in the registration's organization; anyone else's first launch waits for that.

export type LinkedCourse = Pick<typeof courses.$inferSelect, 'id' | 'name' | 'period' | 'organizationId' | 'archived'>;

const courseColumns = { id: courses.id, name: courses.name, period: courses.period, organizationId: courses.organizationId, archived: courses.archived };

export async function linkedCourse(tx: Executor, platformId: number, contextId: string): Promise<{ contextRowId: number; course: LinkedCourse } | null> {
  const [row] = await tx
    .select({ contextRowId: ltiContexts.id, ...courseColumns })
    .from(ltiContexts)
    .innerJoin(courses, eq(courses.id, ltiContexts.courseId))
    .where(and(eq(ltiContexts.platformId, platformId), eq(ltiContexts.contextId, contextId)));
  if (!row) return null;
  const { contextRowId, ...course } = row;
  return { contextRowId, course };
}

/** Course names hold 36 characters and periods 32 (the course form's limits). */
function courseName(context: { title: string; label: string; id: string }): string {
  return (context.title || context.label || `LMS course ${context.id}`).slice(0, 36).trim() || 'LMS course';
}

/** The first free period among the context's label, then "label (2)", "(3)"…: name and period are unique per organization. */
async function freePeriod(tx: Executor, organizationId: number, name: string, label: string): Promise<string> {
  const base = (label || 'LMS').slice(0, 26).trim() || 'LMS';
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    const period = attempt === 1 ? base : `${base} (${attempt})`;
    if (!(await findCourseByNamePeriod(tx, organizationId, name, period))) return period;
  }
  throw new LaunchRefused('Too many courses of this name already exist in the organization; link this LMS course to one from its settings.', 409);
}

/** A new course for an instructor's first launch from `context`, linked to it. */
export async function createLinkedCourse(
  tx: Executor,
  platform: PlatformRow,
  context: { id: string; title: string; label: string },
  actor: Actor,
): Promise<{ contextRowId: number; course: LinkedCourse }> {
  if (platform.organizationId === null) {
    throw new LaunchRefused('This LMS registration has no organization for new courses: a Marginalia platform admin sets one on the registration.', 409);
  }
  const name = courseName(context);
  const period = await freePeriod(tx, platform.organizationId, name, context.label);
  const created = await insertCourse(tx, { ...COURSE_DEFAULTS, name, period, organizationId: platform.organizationId, inviteCode: generateInviteCode() });
  const [link] = await tx
    .insert(ltiContexts)
    .values({ platformId: platform.id, contextId: context.id, title: context.title, label: context.label, courseId: created.id })
    .returning({ id: ltiContexts.id });
  await recordEvents(tx, actor, [
    { type: 'course.created', courseId: created.id, object: { type: 'course', id: created.id }, data: { source: 'lms' } },
    { type: 'lti.context_linked', courseId: created.id, object: { type: 'ltiPlatform', id: platform.id }, data: { contextId: context.id, title: context.title } },
  ]);
  return { contextRowId: link!.id, course: { id: created.id, name, period, organizationId: created.organizationId, archived: created.archived } };
}

/** The roster and grade services the latest launch named for the context (a platform may move them). */
export async function keepContextServices(tx: Executor, contextRowId: number, services: { membershipsUrl: string | null; lineItemsUrl: string | null; agsScopes: string[] }): Promise<void> {
  await tx
    .update(ltiContexts)
    .set({ membershipsUrl: services.membershipsUrl, lineItemsUrl: services.lineItemsUrl, agsScopes: services.agsScopes })
    .where(eq(ltiContexts.id, contextRowId));
}

/**
 * The link's record (made on its first launch, its title and line item kept current) and the assignment it opens,
 * if any; an assignment of another course (a link moved between courses) opens nothing.
 */
export async function resourceLinkAssignment(
  tx: Executor,
  platformId: number,
  contextRowId: number,
  courseId: number,
  link: { id: string; title: string; lineItemUrl: string | null; placedAssignmentId?: number | null },
): Promise<{ id: number; name: string } | null> {
  const values = { title: link.title, lineItemUrl: link.lineItemUrl };
  const [row] = await tx
    .insert(ltiResourceLinks)
    .values({ platformId, resourceLinkId: link.id, contextId: contextRowId, ...values })
    .onConflictDoUpdate({ target: [ltiResourceLinks.platformId, ltiResourceLinks.resourceLinkId], set: values })
    .returning({ id: ltiResourceLinks.id, assignmentId: ltiResourceLinks.assignmentId });
  // A link placed by deep linking names its assignment in a custom parameter: its first launch records it.
  const assignmentId = row?.assignmentId ?? link.placedAssignmentId ?? null;
  if (!row || !assignmentId) return null;
  const [assignment] = await tx
    .select({ id: assignments.id, name: assignments.name })
    .from(assignments)
    .where(and(eq(assignments.id, assignmentId), eq(assignments.courseId, courseId)));
  if (assignment && !row.assignmentId) await tx.update(ltiResourceLinks).set({ assignmentId: assignment.id }).where(eq(ltiResourceLinks.id, row.id));
  return assignment ?? null;
}
