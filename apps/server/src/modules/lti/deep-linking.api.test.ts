import Fastify from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditEvents, courses, ltiDeepLinkRequests, ltiResourceLinks } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { installDeepLinkFormAction } from './deep-link-page-policy';
import { countsOf, signedIn, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import { CLAIM, MESSAGE_TYPE } from './testing/lti-vocabulary';

// Deep Linking 2.0 (docs/LMS.md, "Deep Linking"): an instructor places an assignment from inside the LMS, the
// simulator verifies the signed answer, and the placed link then opens its assignment.

const t = useTestServer();
let world: LaunchWorld;
let course: typeof courses.$inferSelect;
beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  // The instructor's first launch makes the course; the student's puts them on its roster.
  signedIn(await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' }));
  signedIn(await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' }));
  [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
});
afterAll(() => world?.close());

/** An instructor's deep-linking launch: the session it hands over and the reference of its request. */
async function deepLinkingLaunch(sub = 'teacher-1') {
  const session = signedIn(await world.sim.launch({ sub, contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest }));
  const ref = /^\/lti\/deep-link\/([A-Za-z0-9_-]+)$/.exec(session.destination)?.[1];
  if (!ref) throw new Error(`not handed over to the deep-linking page: ${session.destination}`);
  return { token: session.token, ref };
}

/** The browser's form post of the answer to the LMS's return URL. */
async function postToLms(answer: { returnUrl: string; jwt: string }) {
  const response = await fetch(answer.returnUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ JWT: answer.jwt }) });
  return response.status;
}

async function eventsOf(type: string) {
  return t.server.ctx.db.select().from(auditEvents).where(eq(auditEvents.type, type));
}

describe('a deep-linking launch', () => {
  it("keeps the LMS's request and hands the instructor over to its page, which shows the course and its assignments", async () => {
    const homework = await createAssignment(t.server.ctx.db, course.id, { name: 'Homework 1', points: 10 });
    const { token, ref } = await deepLinkingLaunch();
    const [row] = await t.server.ctx.db.select().from(ltiDeepLinkRequests).where(eq(ltiDeepLinkRequests.ref, ref));
    expect(row).toMatchObject({ courseId: course.id, deploymentId: world.sim.deploymentId, returnUrl: world.sim.deepLinkReturnUrl, acceptTypes: ['ltiResourceLink'], acceptMultiple: true, usedAt: null });
    expect(row!.data).toBeTruthy();

    const page = await t.api.get(`/lti/deepLinks/${ref}/`, { auth: token });
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      course: { id: course.id, name: 'Introduction to Programming', period: 'CS 101' },
      assignments: [{ id: homework.id, name: 'Homework 1', points: 10 }],
      settings: { title: 'Add an assignment', acceptTypes: ['ltiResourceLink'], acceptMultiple: true, returnUrl: world.sim.deepLinkReturnUrl },
    });
  });

  it("lets its app page post forms to the LMS's return address, and only that page", async () => {
    const { ref } = await deepLinkingLaunch();
    // The web app's index.html as the server sends it for any page, with the CSP every page gets.
    const app = Fastify();
    installDeepLinkFormAction(app, t.server.ctx.db);
    app.get('/*', (_request, reply) => reply.header('content-security-policy', "frame-ancestors 'none';form-action 'self'").type('text/html').send('<!doctype html>'));
    const policyOf = async (url: string) => String((await app.inject({ method: 'GET', url })).headers['content-security-policy']);
    expect(await policyOf(`/lti/deep-link/${ref}`)).toBe(`frame-ancestors 'none';form-action 'self' ${new URL(world.sim.deepLinkReturnUrl).origin}`);
    expect(await policyOf('/lti/deep-link/unknown-reference')).toBe("frame-ancestors 'none';form-action 'self'");
    expect(await policyOf('/admin')).toBe("frame-ancestors 'none';form-action 'self'");
    await app.close();
  });

  it('answers with the chosen assignment as a signed resource link the LMS accepts, and uses the reference up', async () => {
    const [homework] = await t.server.ctx.db.select().from(assignments).where(and(eq(assignments.courseId, course.id), eq(assignments.name, 'Homework 1')));
    const { token, ref } = await deepLinkingLaunch();
    const placed = await t.api.post(`/lti/deepLinks/${ref}/`, { auth: token, body: { assignment: homework!.id } });
    expect(placed.status).toBe(200);
    expect(placed.body.returnUrl).toBe(world.sim.deepLinkReturnUrl);
    const keys = (await (await fetch(`${t.server.url}/lti/jwks`)).json()) as { keys: { kid: string }[] };
    expect(keys.keys.map((key) => key.kid)).toContain(decodeProtectedHeader(placed.body.jwt).kid);

    expect(await postToLms(placed.body)).toBe(200);
    expect(world.sim.deepLinkingRefusals).toEqual([]);
    const response = world.sim.deepLinkingResponses.at(-1)!;
    expect(response.contentItems).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Homework 1',
        url: `${t.server.url}/lti/launch`,
        custom: { marginalia_assignment: String(homework!.id) },
        lineItem: { scoreMaximum: 10, label: 'Homework 1', resourceId: String(homework!.id), tag: 'marginalia' },
      },
    ]);
    expect(response.claims).toMatchObject({ iss: world.sim.clientId, aud: world.sim.issuer, [CLAIM.deploymentId]: world.sim.deploymentId });
    const placedEvents = await eventsOf('lti.assignment_placed');
    expect(placedEvents.at(-1)).toMatchObject({ courseId: course.id, objectType: 'assignment', objectId: homework!.id });

    // Used up: neither read nor answered again.
    expect((await t.api.get(`/lti/deepLinks/${ref}/`, { auth: token })).status).toBe(404);
    expect((await t.api.post(`/lti/deepLinks/${ref}/`, { auth: token, body: { assignment: homework!.id } })).status).toBe(404);
  });

  it('creates a new assignment through the assignments rules and places it', async () => {
    const { token, ref } = await deepLinkingLaunch();
    const duplicate = await t.api.post(`/lti/deepLinks/${ref}/`, { auth: token, body: { create: { name: 'Homework 1', points: 5 } } });
    expect(duplicate.status).toBe(400);
    const created = await t.api.post(`/lti/deepLinks/${ref}/`, { auth: token, body: { create: { name: 'Project', points: 25 } } });
    expect(created.status).toBe(200);
    const [project] = await t.server.ctx.db.select().from(assignments).where(and(eq(assignments.courseId, course.id), eq(assignments.name, 'Project')));
    expect(project).toMatchObject({ points: 25 });
    expect((await eventsOf('assignment.created')).some((event) => event.objectId === project!.id)).toBe(true);
    expect(await postToLms(created.body)).toBe(200);
    expect(world.sim.deepLinkingResponses.at(-1)!.contentItems[0]).toMatchObject({ title: 'Project', custom: { marginalia_assignment: String(project!.id) }, lineItem: { scoreMaximum: 25 } });
  });

  it('refuses an assignment of another course with a clear message and keeps the request open', async () => {
    const other = await createCourseWorld(t.server.ctx);
    const foreign = await createAssignment(t.server.ctx.db, other.course.id, { name: 'Elsewhere' });
    const { token, ref } = await deepLinkingLaunch();
    const refused = await t.api.post(`/lti/deepLinks/${ref}/`, { auth: token, body: { assignment: foreign.id } });
    expect(refused.status).toBe(400);
    expect(refused.body.assignment).toEqual(['No assignment of this course has this id.']);
    expect((await t.api.get(`/lti/deepLinks/${ref}/`, { auth: token })).status).toBe(200);
    // Someone else's session does not reach it.
    expect((await t.api.get(`/lti/deepLinks/${ref}/`, { auth: other.tokens.admin })).status).toBe(404);
    expect((await t.api.post(`/lti/deepLinks/${ref}/cancel/`, { auth: other.tokens.admin })).status).toBe(404);
  });

  it('cancels with an answer that places nothing', async () => {
    const { token, ref } = await deepLinkingLaunch();
    const cancelled = await t.api.post(`/lti/deepLinks/${ref}/cancel/`, { auth: token });
    expect(cancelled.status).toBe(200);
    expect(await postToLms(cancelled.body)).toBe(200);
    expect(world.sim.deepLinkingResponses.at(-1)!.contentItems).toEqual([]);
    expect((await t.api.get(`/lti/deepLinks/${ref}/`, { auth: token })).status).toBe(404);
  });

  it('treats an expired reference as unknown', async () => {
    const { token, ref } = await deepLinkingLaunch();
    await t.server.ctx.db.update(ltiDeepLinkRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(ltiDeepLinkRequests.ref, ref));
    expect((await t.api.get(`/lti/deepLinks/${ref}/`, { auth: token })).status).toBe(404);
    expect((await t.api.post(`/lti/deepLinks/${ref}/cancel/`, { auth: token })).status).toBe(404);
    expect((await t.api.get('/lti/deepLinks/not-a-reference/', { auth: token })).status).toBe(404);
  });

  it("refuses a student's deep-linking launch with a page, writing nothing", async () => {
    const before = await countsOf(t.server);
    const [{ n: requestsBefore }] = (await t.server.ctx.db.select({ n: count() }).from(ltiDeepLinkRequests)) as [{ n: number }];
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('Only instructors place Marginalia assignments in the LMS');
    expect(await countsOf(t.server)).toEqual(before);
    const [{ n: requestsAfter }] = (await t.server.ctx.db.select({ n: count() }).from(ltiDeepLinkRequests)) as [{ n: number }];
    expect(requestsAfter).toBe(requestsBefore);
  });

  it('refuses a deep-linking request that does not accept resource links', async () => {
    const settings = world.sim.idTokenClaims({ sub: 'teacher-1', contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest })[CLAIM.deepLinkingSettings] as Record<string, unknown>;
    const answer = await world.sim.launch({
      sub: 'teacher-1',
      contextId: 'course-1',
      messageType: MESSAGE_TYPE.deepLinkingRequest,
      claims: { [CLAIM.deepLinkingSettings]: { ...settings, accept_types: ['file'] } },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('ltiResourceLink');
  });
});

describe('a link placed by deep linking', () => {
  it('opens its assignment from its first launch on, named by its custom parameter', async () => {
    const [homework] = await t.server.ctx.db.select().from(assignments).where(and(eq(assignments.courseId, course.id), eq(assignments.name, 'Homework 1')));
    world.sim.addResourceLink({ id: 'placed-1', contextId: 'course-1', title: 'Homework 1' });
    const custom = { [CLAIM.custom]: { marginalia_assignment: String(homework!.id) } };
    const first = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'placed-1', claims: custom });
    expect(signedIn(first).destination).toBe('/student/Introduction%20to%20Programming/CS%20101/Homework%201');
    const [link] = await t.server.ctx.db.select().from(ltiResourceLinks).where(eq(ltiResourceLinks.resourceLinkId, 'placed-1'));
    expect(link!.assignmentId).toBe(homework!.id);
    // Later launches open it without the parameter too.
    const later = await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'placed-1' });
    expect(signedIn(later).destination).toBe('/admin/Introduction%20to%20Programming/CS%20101/assignments/Homework%201');
  });

  it("opens only the course when the parameter names another course's assignment", async () => {
    const other = await createCourseWorld(t.server.ctx);
    const foreign = await createAssignment(t.server.ctx.db, other.course.id, { name: 'Elsewhere' });
    world.sim.addResourceLink({ id: 'placed-2', contextId: 'course-1', title: 'Elsewhere' });
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'placed-2', claims: { [CLAIM.custom]: { marginalia_assignment: String(foreign.id) } } });
    expect(signedIn(answer).destination).toBe('/student/Introduction%20to%20Programming/CS%20101');
    const [link] = await t.server.ctx.db.select().from(ltiResourceLinks).where(eq(ltiResourceLinks.resourceLinkId, 'placed-2'));
    expect(link!.assignmentId).toBeNull();
  });
});
