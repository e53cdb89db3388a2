import { LTI_LINK_MESSAGES, type CourseLtiLink } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest } from '../../http/errors';
import { recordEvents, type AuditEvent } from '../audit/record';
import { loadCourseForAdmin, loadCourseForAdminWrite } from '../courses/policy';
import { contextsOfCourse, deleteContexts, linkedToPlatforms, moveContexts, type CourseContextRow } from './course-link-queries';

// A course's LMS link, from its settings (docs/LMS.md, "Relinking a course"): an instructor's first launch made a
// new course, and its admin moves the link to the course they meant, or unlinks it. The link is the LMS course's
// record (lti_contexts); moving it repoints that record, so later launches and roster syncs go to the new course
// while people and assignments stay where they are. Links placed in the LMS course move with it; one that opened an
// assignment of the old course then opens the new course itself (contexts.ts).

async function present(db: Executor, courseId: number): Promise<CourseLtiLink> {
  const rows = await contextsOfCourse(db, courseId);
  return { links: rows.map((row) => ({ platformName: row.platformName, contextTitle: row.title, contextLabel: row.label })) };
}

const eventData = (row: CourseContextRow) => ({ platform: row.platformId, contextId: row.contextId, title: row.title });

export async function courseLtiLink(db: Database, courseId: number, user: AuthUser): Promise<CourseLtiLink> {
  await loadCourseForAdmin(db, courseId, user);
  return present(db, courseId);
}

/** Moves every LMS course linked here to `targetId`, which the caller must also administer; answers the target's link. */
export async function moveCourseLtiLink(db: Database, courseId: number, targetId: number, user: AuthUser): Promise<CourseLtiLink> {
  await loadCourseForAdminWrite(db, courseId, user);
  await loadCourseForAdminWrite(db, targetId, user);
  if (targetId === courseId) throw badRequest(LTI_LINK_MESSAGES.sameCourse, 'courseId');
  return db.transaction(async (tx) => {
    const contexts = await contextsOfCourse(tx, courseId);
    if (contexts.length === 0) throw badRequest(LTI_LINK_MESSAGES.notLinked);
    // An LMS course of a registration maps to one course; a course taking a second one of the same LMS would have
    // launches from two LMS courses mixing in it.
    if (await linkedToPlatforms(tx, targetId, [...new Set(contexts.map((row) => row.platformId))])) throw badRequest(LTI_LINK_MESSAGES.targetLinked, 'courseId');
    await moveContexts(tx, courseId, targetId);
    const events: AuditEvent[] = contexts.flatMap((row) =>
      [courseId, targetId].map((id) => ({
        type: 'lti.context_moved' as const,
        courseId: id,
        object: { type: 'ltiPlatform' as const, id: row.platformId },
        data: { ...eventData(row), fromCourse: courseId, toCourse: targetId },
      })),
    );
    await recordEvents(tx, user, events);
    return present(tx, targetId);
  });
}

export async function unlinkCourse(db: Database, courseId: number, user: AuthUser): Promise<void> {
  await loadCourseForAdminWrite(db, courseId, user);
  await db.transaction(async (tx) => {
    const contexts = await contextsOfCourse(tx, courseId);
    if (contexts.length === 0) throw badRequest(LTI_LINK_MESSAGES.notLinked);
    await deleteContexts(tx, courseId);
    await recordEvents(
      tx,
      user,
      contexts.map((row) => ({ type: 'lti.context_unlinked', courseId, object: { type: 'ltiPlatform', id: row.platformId }, data: eventData(row) })),
    );
  });
}
