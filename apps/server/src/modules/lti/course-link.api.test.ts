import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LTI_LINK_MESSAGES, LTI_SYNC_MESSAGES } from '@marginalia/contracts';
import { auditEvents, ltiContexts } from '@marginalia/db';
import { createCourse, createUser, enroll, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { accountOf, signedIn, startLaunchWorld, type LaunchWorld } from './testing/launch-world';

// Relinking an LMS course (docs/LMS.md, "Relinking a course"): the course an instructor's first launch made hands
// its link to the course they meant; launches and roster syncs then go there.

const t = useTestServer();
let world: LaunchWorld;
let made: number;
let teacher: string;

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  teacher = signedIn(await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' })).token;
  const [context] = await t.server.ctx.db.select().from(ltiContexts).where(and(eq(ltiContexts.platformId, world.platformId), eq(ltiContexts.contextId, 'course-1')));
  made = context!.courseId;
});
afterAll(() => world?.close());

const link = (courseId: number) => `/courses/${courseId}/lti/link/`;

async function teacherAdministers(values: Parameters<typeof createCourse>[2] = {}) {
  const course = await createCourse(t.server.ctx.db, world.organizationId, values);
  const account = (await accountOf(t.server, 'ada.lms@example.edu'))!;
  await enroll(t.server.ctx.db, course.id, account.id, ['courseAdmin', 'grader']);
  return course;
}

async function eventsOf(type: string, courseId: number) {
  return t.server.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.type, type), eq(auditEvents.courseId, courseId)));
}

describe("a course's LMS link", () => {
  it('shows the LMS course to course admins only; others get 403, outsiders 404', async () => {
    const shown = await t.api.get(link(made), { auth: teacher });
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({ links: [{ platformName: 'LMS simulator', contextTitle: 'Introduction to Programming', contextLabel: 'CS 101' }] });

    const db = t.server.ctx.db;
    const grader = await createUser(db);
    const student = await createUser(db);
    await enroll(db, made, grader.id, ['grader']);
    await enroll(db, made, student.id, ['student']);
    const outsider = await createUser(db, { canCreateCourses: true });
    for (const [user, status] of [[grader, 403], [student, 403], [outsider, 404]] as const) {
      const auth = await tokenFor(t.server.ctx, user);
      expect((await t.api.get(link(made), { auth })).status).toBe(status);
      expect((await t.api.put(link(made), { auth, body: { courseId: made } })).status).toBe(status);
      expect((await t.api.delete(link(made), { auth })).status).toBe(status);
    }
  });

  it('refuses targets that are this course, outside the caller’s, not administered, or linked to the same LMS', async () => {
    const db = t.server.ctx.db;
    expect((await t.api.put(link(made), { auth: teacher, body: { courseId: made } })).body).toEqual({ courseId: [LTI_LINK_MESSAGES.sameCourse] });
    const foreign = await createCourse(db, world.organizationId);
    expect((await t.api.put(link(made), { auth: teacher, body: { courseId: foreign.id } })).status).toBe(404);
    const graded = await createCourse(db, world.organizationId);
    await enroll(db, graded.id, (await accountOf(t.server, 'ada.lms@example.edu'))!.id, ['grader']);
    expect((await t.api.put(link(made), { auth: teacher, body: { courseId: graded.id } })).status).toBe(403);
    expect((await t.api.put(link(made), { auth: teacher, body: { courseId: 'x' } })).status).toBe(400);

    // A course another LMS course of the same registration already goes to.
    world.sim.addContext({ id: 'course-2', title: 'Data Structures', label: 'CS 201' });
    world.sim.enroll('course-2', 'teacher-1');
    world.sim.addResourceLink({ id: 'link-2', contextId: 'course-2', title: 'Lab 1' });
    signedIn(await world.sim.launch({ sub: 'teacher-1', contextId: 'course-2', resourceLinkId: 'link-2' }));
    const [other] = await db.select().from(ltiContexts).where(eq(ltiContexts.contextId, 'course-2'));
    const refused = await t.api.put(link(made), { auth: teacher, body: { courseId: other!.courseId } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ courseId: [LTI_LINK_MESSAGES.targetLinked] });
    expect((await t.api.get(link(made), { auth: teacher })).body.links).toHaveLength(1);
    expect(await eventsOf('lti.context_moved', made)).toEqual([]);
  });

  it('moves the link: later launches and roster syncs go to the chosen course; then unlinks it', async () => {
    const target = await teacherAdministers({ name: 'Programming 1', period: 'Spring 2027' });
    const moved = await t.api.put(link(made), { auth: teacher, body: { courseId: target.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.links).toEqual([expect.objectContaining({ contextTitle: 'Introduction to Programming' })]);
    expect((await t.api.get(link(made), { auth: teacher })).body).toEqual({ links: [] });
    for (const courseId of [made, target.id]) {
      expect(await eventsOf('lti.context_moved', courseId)).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ contextId: 'course-1', fromCourse: made, toCourse: target.id }) }),
      ]);
    }

    const again = signedIn(await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' }));
    expect(again.destination).toBe('/admin/Programming%201/Spring%202027');
    expect((await t.api.post(`/courses/${target.id}/lti/sync/`, { auth: teacher })).status).toBe(202);
    const old = await t.api.post(`/courses/${made}/lti/sync/`, { auth: teacher });
    expect(old.status).toBe(400);
    expect(old.body).toEqual({ non_field_errors: [LTI_SYNC_MESSAGES.notLinked] });

    expect((await t.api.delete(link(target.id), { auth: teacher })).status).toBe(204);
    expect((await t.api.get(link(target.id), { auth: teacher })).body).toEqual({ links: [] });
    expect(await eventsOf('lti.context_unlinked', target.id)).toHaveLength(1);
    const twice = await t.api.delete(link(target.id), { auth: teacher });
    expect(twice.body).toEqual({ non_field_errors: [LTI_LINK_MESSAGES.notLinked] });
  });
});
