import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, courseMemberships, courses, ltiContexts, ltiPlatforms, ltiResourceLinks, ltiUsers } from '@marginalia/db';
import { createUser } from '../../testing/factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { accountOf, countsOf, handedOver, signedIn, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import { ROLE } from './testing/lti-vocabulary';

// Launches from an LMS that work (docs/LMS.md, "How a launch goes"): who is signed in, where they land, what is
// made on the way. The refused ones are in launch-security.api.test.ts.

const t = useTestServer();
let world: LaunchWorld;
beforeAll(async () => {
  world = await startLaunchWorld(t.server);
});
afterAll(() => world?.close());

async function rolesIn(courseId: number, userId: number) {
  const rows = await t.server.ctx.db
    .select({ role: courseMemberships.role })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.courseId, courseId), eq(courseMemberships.userId, userId), eq(courseMemberships.isActive, true)));
  return rows.map((row) => row.role).sort();
}

async function eventTypesOf(userId: number) {
  const rows = await t.server.ctx.db.select({ type: auditEvents.type }).from(auditEvents).where(eq(auditEvents.actorId, userId));
  return rows.map((row) => row.type).sort();
}

describe('an LTI launch', () => {
  it("makes the course on the instructor's first launch, links the person, and signs them in on the course", async () => {
    const answer = await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    expect(answer.status).toBe(200);
    expect(answer.login.status).toBe(302);
    const session = signedIn(answer);
    expect(session.destination).toBe('/admin/Introduction%20to%20Programming/CS%20101');

    const account = (await accountOf(t.server, 'ada.lms@example.edu'))!;
    expect(account).toMatchObject({ isActivated: true, passwordHash: null, organizationId: world.organizationId });
    const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
    expect(course).toMatchObject({ period: 'CS 101', organizationId: world.organizationId });
    expect(await rolesIn(course!.id, account.id)).toEqual(['courseAdmin', 'grader']);
    expect(await eventTypesOf(account.id)).toEqual(['course.created', 'lti.account_linked', 'lti.context_linked', 'lti.launched', 'roster.changed']);

    // The handed-over session is a real one.
    const me = await t.api.get('/users/me/', { auth: session.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('ada.lms@example.edu');
    const [platform] = await t.server.ctx.db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, world.platformId));
    expect(platform!.lastLaunchAt).not.toBeNull();
    // The roster and grade services the launch named are kept for the sync and the passback.
    const [context] = await t.server.ctx.db.select().from(ltiContexts).where(eq(ltiContexts.courseId, course!.id));
    expect(context).toMatchObject({ contextId: 'course-1', membershipsUrl: `${world.sim.url}/contexts/course-1/memberships`, lineItemsUrl: `${world.sim.url}/contexts/course-1/lineitems` });
    expect(context!.agsScopes).toContain('https://purl.imsglobal.org/spec/lti-ags/scope/score');
  });

  it('adds a learner to the linked course as a student, linking the account the roster already made', async () => {
    // The course's roster named the student before they ever launched: their account exists, not yet activated.
    const existing = await createUser(t.server.ctx.db, { email: 'alan.lms@example.edu', isActivated: false, passwordHash: null });
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' }, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(signedIn(answer).destination).toBe('/student/Introduction%20to%20Programming/CS%20101');
    const account = (await accountOf(t.server, 'alan.lms@example.edu'))!;
    expect(account.id).toBe(existing.id);
    expect(account.isActivated).toBe(true);
    const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
    expect(await rolesIn(course!.id, account.id)).toEqual(['student']);
    expect(await t.server.ctx.db.select().from(ltiUsers).where(eq(ltiUsers.userId, account.id))).toHaveLength(1);
  });

  it('makes a teaching assistant a grader, even with the principal Instructor role beside it', async () => {
    const answer = await world.sim.launch({ sub: 'ta-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    expect(signedIn(answer).destination).toBe('/grader/Introduction%20to%20Programming/CS%20101');
    const account = (await accountOf(t.server, 'grace.lms@example.edu'))!;
    const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
    expect(await rolesIn(course!.id, account.id)).toEqual(['grader']);
  });

  it("opens the link's assignment once the link names one, and knows the person again by their sub", async () => {
    const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
    const assignment = await createAssignment(t.server.ctx.db, course!.id, { name: 'Homework 1' });
    await t.server.ctx.db.update(ltiResourceLinks).set({ assignmentId: assignment.id }).where(eq(ltiResourceLinks.resourceLinkId, 'link-1'));
    const before = await countsOf(t.server);

    // The LMS now sends another e-mail for the student: the link by (issuer, sub) still finds the same account.
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1', claims: { email: 'alan.turing@example.edu' } });
    expect(signedIn(answer).destination).toBe('/student/Introduction%20to%20Programming/CS%20101/Homework%201');
    const staff = await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    expect(signedIn(staff).destination).toBe('/admin/Introduction%20to%20Programming/CS%20101/assignments/Homework%201');

    const after = await countsOf(t.server);
    expect(after).toMatchObject({ accounts: before.accounts, links: before.links, courses: before.courses, memberships: before.memberships });
    expect(await accountOf(t.server, 'alan.turing@example.edu')).toBeNull();
  });

  it('makes an account under a reserved address for a person whose LMS sends no e-mail', async () => {
    world.sim.addPerson({ sub: 'quiet-1', name: 'No Mail', roles: [ROLE.learner] });
    world.sim.enroll('course-1', 'quiet-1');
    const answer = await world.sim.launch({ sub: 'quiet-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    const session = signedIn(answer);
    const me = await t.api.get('/users/me/', { auth: session.token });
    expect(me.body.email).toMatch(/^lms-[0-9a-f]{24}@lms\.invalid$/);
  });

  it('finds a key the platform rotated in since its key set was read', async () => {
    await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    const fetches = world.sim.jwksFetches;
    await world.sim.rotateKey();
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    expect(signedIn(answer).token).toBeTruthy();
    expect(world.sim.jwksFetches).toBe(fetches + 1);
  });

  it('offers a new window when the frame did not send the login cookie back, and signs in there', async () => {
    const scenario = { sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' };
    const login = await world.sim.loginInitiation(scenario);
    const form = await world.sim.authorize(login.location!, scenario);
    const framed = await world.sim.submitForm(form, []);
    expect(framed.status).toBe(200);
    expect(framed.text).toContain('Open in a new window');
    expect(handedOver(framed)).toBeNull();
    const href = /href="([^"]+)" target="_blank"/.exec(framed.text)![1]!.replace(/&#38;/g, '&');
    const restart = new URL(href);
    expect(restart.pathname).toBe('/lti/login');
    expect(restart.searchParams.get('iss')).toBe(world.sim.issuer);

    // The state was taken: the same form cannot be replayed with a cookie later.
    const replay = await world.sim.submitForm(form, login.cookies);
    expect(replay.status).toBe(400);
  });

  it("keeps the login's secret in the LMS's storage when it offers one, and reads it back for a frame without cookies", async () => {
    const scenario = { sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' };
    const login = await world.sim.loginInitiation(scenario, { storageTarget: '_parent' });
    expect(login.status).toBe(200);
    expect(login.text).toContain('lti.put_data');
    expect(login.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    const redirect = /location\.replace\("([^"]+)"\)/.exec(login.text)![1]!.replace(/\\u0026/g, '&');
    const form = await world.sim.authorize(redirect, scenario);

    // The frame's cookie was blocked: the launch asks the storage first, and the login stays open meanwhile.
    const framed = await world.sim.submitForm(form, []);
    expect(framed.status).toBe(200);
    expect(framed.text).toContain('lti.get_data');
    expect(handedOver(framed)).toBeNull();

    const secret = login.cookies[0]!.split('=')[1]!;
    const post = (fields: Record<string, string>, origin: string) =>
      fetch(form.action, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin }, body: new URLSearchParams({ ...form.fields, ...fields }) });
    // Another site cannot hand the secret over: only our own page's post is believed.
    const forged = await post({ lti_storage_binding: secret }, 'https://attacker.example');
    expect(await forged.text()).toContain('lti.get_data');
    const second = await post({ lti_storage_binding: secret }, new URL(t.server.url).origin);
    const text = await second.text();
    expect(signedIn({ status: second.status, headers: second.headers, text, cookies: [] }).destination).toMatch(/^\/student\//);
  });

  it('lets the registered platforms frame the app, and only them', async () => {
    const page = await fetch(`${t.server.url}/`, { headers: { accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${new URL(world.sim.url).origin}`);
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBeNull();
    const json = await fetch(`${t.server.url}/lti/platforms/`, { headers: { authorization: `JWT ${world.adminToken}` } });
    expect(json.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
