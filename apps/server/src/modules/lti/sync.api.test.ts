import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, courseMemberships, courses, jobs, ltiRosterSyncs, ltiUsers, users } from '@marginalia/db';
import { enqueueJob, runDueJobs } from '@marginalia/jobs';
import { createUser, enroll, tokenFor } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { createRosterSyncJob, createRosterSyncScheduleJob, ROSTER_SYNC_JOB_KIND, ROSTER_SYNC_SCHEDULE_JOB_KIND } from './sync-job';
import { accountOf, countsOf, signedIn, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import { ROLE } from './testing/lti-vocabulary';

// Roster sync from the LMS (docs/LMS.md, "Roster sync"): the simulator's member list, read page by page, becomes the
// roster by the launch rules; people gone from it are made inactive, people added by hand stay.

const t = useTestServer();
let world: LaunchWorld;
let courseId: number;
let adminToken: string;

const MEMBERSHIPS_PATH = '/contexts/course-1/memberships';
const syncJobs = () => [createRosterSyncJob(t.server.ctx)];

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  const answer = await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' });
  adminToken = signedIn(answer).token;
  const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
  courseId = course!.id;
  // Six members in pages of two: the world's instructor, teaching assistant and learner, and three learners more.
  for (const n of [2, 3, 4]) {
    world.sim.addPerson({ sub: `student-${n}`, name: `Student ${n}`, email: `student${n}.lms@example.edu`, roles: [ROLE.learner] });
    world.sim.enroll('course-1', `student-${n}`);
  }
  world.sim.setNrpsPageSize(2);
});
afterAll(() => world?.close());

async function activeRoles(email: string) {
  const rows = await t.server.ctx.db
    .select({ role: courseMemberships.role })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .where(and(eq(courseMemberships.courseId, courseId), eq(users.email, email), eq(courseMemberships.isActive, true)));
  return rows.map((row) => row.role).sort();
}

const membershipCalls = () => world.sim.requests.filter((request) => request.path === MEMBERSHIPS_PATH).length;

describe('roster sync from the LMS', () => {
  it('previews the first sync without writing anything', async () => {
    const before = await countsOf(t.server);
    const calls = membershipCalls();
    const preview = await t.api.get(`/courses/${courseId}/lti/sync/preview/`, { auth: adminToken });
    expect(preview.status).toBe(200);
    expect(preview.body.firstSync).toBe(true);
    expect(preview.body.madeInactive).toEqual([]);
    expect(preview.body.added).toEqual(
      expect.arrayContaining([
        { email: 'grace.lms@example.edu', role: 'graders' },
        { email: 'alan.lms@example.edu', role: 'students' },
        { email: 'student2.lms@example.edu', role: 'students' },
        { email: 'student4.lms@example.edu', role: 'students' },
      ]),
    );
    expect(preview.body.added).toHaveLength(5);
    expect(membershipCalls() - calls).toBe(3);
    expect(await countsOf(t.server)).toEqual(before);
    expect(await t.server.ctx.db.select().from(ltiRosterSyncs)).toHaveLength(0);
  });

  it('syncs three pages as a job: everyone in their role, accounts and links for people who never launched', async () => {
    const calls = membershipCalls();
    const started = await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ trigger: 'manual', state: 'queued', added: 0 });
    const [report] = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(report!.outcome).toBe('succeeded');
    expect(membershipCalls() - calls).toBe(3);

    expect(await activeRoles('ada.lms@example.edu')).toEqual(['courseAdmin', 'grader']);
    expect(await activeRoles('grace.lms@example.edu')).toEqual(['grader']);
    for (const email of ['alan.lms@example.edu', 'student2.lms@example.edu', 'student3.lms@example.edu', 'student4.lms@example.edu']) {
      expect(await activeRoles(email)).toEqual(['student']);
    }
    // Student 2 never launched: an active account without a password, linked to their LMS person.
    const account = (await accountOf(t.server, 'student2.lms@example.edu'))!;
    expect(account).toMatchObject({ isActivated: true, passwordHash: null, organizationId: world.organizationId });
    const [link] = await t.server.ctx.db.select().from(ltiUsers).where(eq(ltiUsers.userId, account.id));
    expect(link).toMatchObject({ issuer: world.sim.issuer, subject: 'student-2' });

    const log = await t.api.get(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect(log.status).toBe(200);
    expect(log.body.link).toMatchObject({ platformName: 'LMS simulator', contextTitle: 'Introduction to Programming' });
    expect(log.body.link.lastSync).not.toBeNull();
    expect(log.body.syncs[0]).toMatchObject({ id: started.body.id, state: 'succeeded', added: 5, madeInactive: 0, error: null });
    const events = await t.server.ctx.db.select({ type: auditEvents.type, data: auditEvents.data }).from(auditEvents).where(eq(auditEvents.courseId, courseId));
    expect(events.map((event) => event.type)).toContain('lti.roster_synced');
    expect(events.some((event) => event.type === 'roster.changed' && (event.data as { change?: string }).change === 'lms' && (event.data as { added?: number }).added === 5)).toBe(true);
  });

  it('makes inactive a member set Inactive and one unenrolled; people added by hand stay', async () => {
    const byHand = await createUser(t.server.ctx.db, { email: 'by.hand@example.edu' });
    await enroll(t.server.ctx.db, courseId, byHand.id, ['student']);
    world.sim.setMembershipStatus('course-1', 'student-2', 'Inactive');
    world.sim.unenroll('course-1', 'student-3');

    const preview = await t.api.get(`/courses/${courseId}/lti/sync/preview/`, { auth: adminToken });
    expect(preview.body.firstSync).toBe(false);
    expect(preview.body.madeInactive).toEqual(
      expect.arrayContaining([
        { email: 'student2.lms@example.edu', role: 'students' },
        { email: 'student3.lms@example.edu', role: 'students' },
      ]),
    );
    expect(preview.body.madeInactive).toHaveLength(2);

    const started = await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect(started.status).toBe(202);
    const [report] = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(report!.outcome).toBe('succeeded');
    expect(await activeRoles('student2.lms@example.edu')).toEqual([]);
    expect(await activeRoles('student3.lms@example.edu')).toEqual([]);
    expect(await activeRoles('by.hand@example.edu')).toEqual(['student']);
    expect(await activeRoles('student4.lms@example.edu')).toEqual(['student']);
    // Made inactive, never deleted.
    const rows = await t.server.ctx.db
      .select()
      .from(courseMemberships)
      .innerJoin(users, eq(users.id, courseMemberships.userId))
      .where(and(eq(courseMemberships.courseId, courseId), eq(users.email, 'student3.lms@example.edu')));
    expect(rows).toHaveLength(1);
    const [row] = await t.server.ctx.db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, started.body.id));
    expect(row).toMatchObject({ state: 'succeeded', added: 0, madeInactive: 2 });
  });

  it('keeps the last course admin when the LMS no longer lists them, and says so', async () => {
    world.sim.unenroll('course-1', 'teacher-1');
    await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    await runDueJobs(t.server.ctx.db, syncJobs());
    expect(await activeRoles('ada.lms@example.edu')).toEqual(['courseAdmin', 'grader']);
    const log = await t.api.get(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect(log.body.syncs[0]).toMatchObject({ state: 'succeeded', keptAdmins: ['ada.lms@example.edu'] });
    world.sim.enroll('course-1', 'teacher-1');
  });

  it('tries again after the LMS answers 503, and then syncs', async () => {
    world.sim.enroll('course-1', 'student-3');
    world.sim.fail(MEMBERSHIPS_PATH, [503]);
    const started = await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    const [first] = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(first!.outcome).toBe('retrying');
    const [pending] = await t.server.ctx.db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, started.body.id));
    expect(pending!.state).toBe('queued');
    expect(pending!.error).toContain('503');
    expect(await activeRoles('student3.lms@example.edu')).toEqual([]);

    // The back-off has passed.
    await t.server.ctx.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.kind, ROSTER_SYNC_JOB_KIND));
    const [second] = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(second!.outcome).toBe('succeeded');
    expect(await activeRoles('student3.lms@example.edu')).toEqual(['student']);
    const [done] = await t.server.ctx.db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, started.body.id));
    expect(done).toMatchObject({ state: 'succeeded', added: 1, error: null });
  });

  it('fails at once when the LMS refuses for good (403), and skips a member with a platform admin\'s e-mail', async () => {
    world.sim.fail(MEMBERSHIPS_PATH, [403]);
    const refused = await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    const [report] = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(report!.outcome).toBe('failed');
    const [failed] = await t.server.ctx.db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, refused.body.id));
    expect(failed).toMatchObject({ state: 'failed', added: 0 });
    expect(failed!.error).toContain('403');

    await createUser(t.server.ctx.db, { email: 'root.lms@example.edu', isPlatformAdmin: true });
    world.sim.addPerson({ sub: 'root-1', name: 'Root', email: 'root.lms@example.edu', roles: [ROLE.learner] });
    world.sim.enroll('course-1', 'root-1');
    const preview = await t.api.get(`/courses/${courseId}/lti/sync/preview/`, { auth: adminToken });
    expect(preview.body.skipped).toEqual([{ userId: 'root-1', reason: expect.stringContaining('platform admin') }]);
    await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect((await runDueJobs(t.server.ctx.db, syncJobs()))[0]!.outcome).toBe('succeeded');
    expect(await activeRoles('root.lms@example.edu')).toEqual([]);
    world.sim.unenroll('course-1', 'root-1');
  });

  it("queues a sync after an instructor's launch and daily, once the course was synced", async () => {
    await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    const log = await t.api.get(`/courses/${courseId}/lti/sync/`, { auth: adminToken });
    expect(log.body.syncs[0]).toMatchObject({ trigger: 'launch', state: 'queued' });
    // A student's launch queues nothing; a queued sync is not queued twice.
    await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    // The cron table's daily occurrence (worker/schedules.ts) enqueues this job.
    await enqueueJob(t.server.ctx.db, { kind: ROSTER_SYNC_SCHEDULE_JOB_KIND, fairnessKey: 'lti' });
    const [schedule] = await runDueJobs(t.server.ctx.db, [createRosterSyncScheduleJob(t.server.ctx)]);
    expect(schedule!.outcome).toBe('succeeded');
    const queued = await t.server.ctx.db.select().from(ltiRosterSyncs).where(and(eq(ltiRosterSyncs.courseId, courseId), eq(ltiRosterSyncs.state, 'queued')));
    expect(queued).toHaveLength(1);
    const reports = await runDueJobs(t.server.ctx.db, syncJobs());
    expect(reports.map((report) => report.outcome)).toEqual(['succeeded']);
  });

  it('answers only the course admins of the course: 403 for other members, 404 for everyone else', async () => {
    const student = (await accountOf(t.server, 'alan.lms@example.edu'))!;
    const studentToken = await tokenFor(t.server.ctx, student);
    const outsider = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db));
    const before = await t.server.ctx.db.select().from(ltiRosterSyncs);
    for (const [token, status] of [
      [studentToken, 403],
      [outsider, 404],
    ] as const) {
      expect((await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: token })).status).toBe(status);
      expect((await t.api.get(`/courses/${courseId}/lti/sync/`, { auth: token })).status).toBe(status);
      expect((await t.api.get(`/courses/${courseId}/lti/sync/preview/`, { auth: token })).status).toBe(status);
    }
    expect(await t.server.ctx.db.select().from(ltiRosterSyncs)).toHaveLength(before.length);
  });
});
