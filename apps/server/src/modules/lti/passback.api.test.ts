import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, courses, jobs, rubricCategories, rubricComments, submissions } from '@marginalia/db';
import { runDueJobs } from '@marginalia/jobs';
import { createUser, enroll, tokenFor, type TestUser } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { GRADE_PASSBACK_JOB_KIND } from '../grades/lms-passback-trigger';
import { runGradePassback } from './passback';
import { createGradePassbackJob } from './passback-job';
import { createRosterSyncJob } from './sync-job';
import { accountOf, signedIn, startLaunchWorld, type LaunchWorld } from './testing/launch-world';
import { ROLE } from './testing/lti-vocabulary';

// Grade passback (docs/LMS.md, "Grade passback"): publishing feedback sends each shown grade to the LMS gradebook
// through AGS, to students who never launched too (a roster sync linked them); a changed grade is sent again with a
// later timestamp; the LMS down or rate-limiting is tried again; a refusal is shown for its student; one line item
// per assignment even with two runs racing.

const t = useTestServer();
let world: LaunchWorld;
let courseId: number;
let adminToken: string;
let ada: TestUser;
const people: Record<'alan' | 'student2' | 'byHand', TestUser> = {} as never;
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };
const SCORES_PATH = /\/lineitems\/\d+\/scores$/;
const CONTAINER_PATH = '/contexts/course-1/lineitems';

async function account(email: string): Promise<TestUser> {
  return (await accountOf(t.server, email))! as TestUser;
}

/** Runs the queued passback jobs now (they wait a few seconds to gather a burst of grades). */
async function runPassbackJobs() {
  await t.server.ctx.db.update(jobs).set({ runAfter: new Date() }).where(and(eq(jobs.kind, GRADE_PASSBACK_JOB_KIND), eq(jobs.state, 'queued')));
  return runDueJobs(t.server.ctx.db, [createGradePassbackJob(t.server.ctx)]);
}

async function queuedPassbacks() {
  return t.server.ctx.db.select().from(jobs).where(and(eq(jobs.kind, GRADE_PASSBACK_JOB_KIND), eq(jobs.state, 'queued')));
}

/** An assignment in the LMS-linked course with a finalized, rubric-graded submission for each student. */
async function gradedAssignment(name: string, points = 10) {
  const { db } = t.server.ctx;
  const assignment = await createAssignment(db, courseId, { name, points });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [item] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 1 }).returning();
  for (const student of Object.values(people)) {
    const submission = await createSubmission(db, assignment.id, { students: [student], grader: ada });
    const file = await createFile(db, submission.id);
    const comment = await t.api.post('/comments/', { auth: adminToken, body: { file: file.id, text: '', rubricComment: item!.id, ...range } });
    expect(comment.status).toBe(201);
    expect((await t.api.patch(`/submissions/${submission.id}/`, { auth: adminToken, body: { isFinalized: true } })).status).toBe(200);
  }
  return { assignment, rubricItem: item! };
}

const publish = (assignmentId: number) => t.api.patch(`/assignments/${assignmentId}/`, { auth: adminToken, body: { isReleased: true } });
const setDeduction = (rubricItemId: number, pointDelta: number) => t.api.patch(`/rubricComments/${rubricItemId}/?confirmedGrades=3`, { auth: adminToken, body: { pointDelta } });
const scorePosts = () => world.sim.requests.filter((request) => request.method === 'POST' && SCORES_PATH.test(request.path));

async function shownGrade(student: TestUser, assignmentId: number): Promise<number> {
  const rows = await t.server.ctx.db.select({ shownGrade: submissions.shownGrade, id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, assignmentId));
  const mine = await Promise.all(rows.map(async (row) => ({ row, students: (await t.api.get(`/submissions/${row.id}/`, { auth: adminToken })).body.students as string[] })));
  return Number(mine.find((entry) => entry.students.includes(student.email))!.row.shownGrade);
}

const status = async () => (await t.api.get(`/courses/${courseId}/lti/grades/`, { auth: adminToken })).body;

beforeAll(async () => {
  world = await startLaunchWorld(t.server);
  adminToken = signedIn(await world.sim.launch({ sub: 'teacher-1', contextId: 'course-1', resourceLinkId: 'link-1' })).token;
  const [course] = await t.server.ctx.db.select().from(courses).where(eq(courses.name, 'Introduction to Programming'));
  courseId = course!.id;
  ada = await account('ada.lms@example.edu');
  signedIn(await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' }));
  // Student 2 never launches: the roster sync links them. A third student was added by hand and is unknown to the LMS.
  world.sim.addPerson({ sub: 'student-2', name: 'Student 2', email: 'student2.lms@example.edu', roles: [ROLE.learner] });
  world.sim.enroll('course-1', 'student-2');
  expect((await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken })).status).toBe(202);
  expect((await runDueJobs(t.server.ctx.db, [createRosterSyncJob(t.server.ctx)]))[0]!.outcome).toBe('succeeded');
  people.alan = await account('alan.lms@example.edu');
  people.student2 = await account('student2.lms@example.edu');
  people.byHand = await createUser(t.server.ctx.db, { email: 'by.hand@example.edu' });
  await enroll(t.server.ctx.db, courseId, people.byHand.id, ['student']);
});
afterAll(() => world?.close());

describe('grade passback to the LMS', () => {
  let homework: Awaited<ReturnType<typeof gradedAssignment>>;
  let lineItemId: string;

  it('sends nothing before feedback is published, then each shown grade once it is, to a student who never launched too', async () => {
    homework = await gradedAssignment('Homework 1');
    expect(await queuedPassbacks()).toHaveLength(0);
    expect((await publish(homework.assignment.id)).status).toBe(200);
    expect(await queuedPassbacks()).toHaveLength(1);

    const [report] = await runPassbackJobs();
    expect(report!.outcome).toBe('succeeded');
    expect(world.sim.lineItemCreations).toBe(1);
    const [item] = world.sim.lineItems('course-1');
    expect(item).toMatchObject({ label: 'Homework 1', scoreMaximum: 10, resourceId: String(homework.assignment.id), tag: 'marginalia' });
    lineItemId = item!.id;

    const gradebook = world.sim.gradebook(lineItemId);
    const alanGrade = await shownGrade(people.alan, homework.assignment.id);
    expect(gradebook).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: 'student-1', scoreGiven: alanGrade, scoreMaximum: 10, activityProgress: 'Completed', gradingProgress: 'FullyGraded' }),
        expect.objectContaining({ userId: 'student-2', scoreGiven: await shownGrade(people.student2, homework.assignment.id), scoreMaximum: 10 }),
      ]),
    );
    expect(gradebook).toHaveLength(2);
    expect(scorePosts().every((request) => request.headers.contentType === 'application/vnd.ims.lis.v1.score+json')).toBe(true);

    const answer = await status();
    expect(answer.link).toMatchObject({ platformName: 'LMS simulator', contextTitle: 'Introduction to Programming' });
    expect(answer.offered).toBe(true);
    expect(answer.assignments.find((row: { assignmentId: number }) => row.assignmentId === homework.assignment.id)).toMatchObject({
      shown: true,
      lineItem: { url: lineItemId, origin: 'created' },
      sent: 2,
      waiting: 0,
      unknown: 1,
      refused: [],
      lastError: null,
      running: false,
    });
    const events = await t.server.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.courseId, courseId), eq(auditEvents.type, 'lti.grades_sent')));
    expect(events.map((event) => event.data)).toContainEqual({ sent: 2, refused: 0 });
  });

  it('sends a changed published grade again with a later timestamp, and nothing that did not change', async () => {
    const before = world.sim.gradebook(lineItemId).find((score) => score.userId === 'student-1')!;
    const posts = scorePosts().length;
    expect((await setDeduction(homework.rubricItem.id, 3)).status).toBe(200);
    expect(await queuedPassbacks()).toHaveLength(1);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    const after = world.sim.gradebook(lineItemId).find((score) => score.userId === 'student-1')!;
    expect(after.scoreGiven).toBe(await shownGrade(people.alan, homework.assignment.id));
    expect(after.scoreGiven).not.toBe(before.scoreGiven);
    expect(Date.parse(after.timestamp)).toBeGreaterThan(Date.parse(before.timestamp));
    expect(scorePosts().length - posts).toBe(2);
    expect(world.sim.refusedScores).toEqual([]);

    // "Send grades now" with nothing changed sends nothing again.
    expect((await t.api.post(`/assignments/${homework.assignment.id}/lti/grades/`, { auth: adminToken })).status).toBe(202);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    expect(scorePosts().length - posts).toBe(2);
    expect(world.sim.lineItemCreations).toBe(1);
  });

  it('tries again after 429 and 503, keeping the scores already sent', async () => {
    world.sim.fail(SCORES_PATH, [429]);
    await setDeduction(homework.rubricItem.id, 4);
    const [first] = await runPassbackJobs();
    expect(first!.outcome).toBe('retrying');
    await t.server.ctx.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.kind, GRADE_PASSBACK_JOB_KIND));
    world.sim.fail(SCORES_PATH, [503]);
    expect((await runDueJobs(t.server.ctx.db, [createGradePassbackJob(t.server.ctx)]))[0]!.outcome).toBe('retrying');
    await t.server.ctx.db.update(jobs).set({ runAfter: new Date() }).where(eq(jobs.kind, GRADE_PASSBACK_JOB_KIND));
    expect((await runDueJobs(t.server.ctx.db, [createGradePassbackJob(t.server.ctx)]))[0]!.outcome).toBe('succeeded');
    for (const [student, sub] of [[people.alan, 'student-1'], [people.student2, 'student-2']] as const) {
      expect(world.sim.gradebook(lineItemId).find((score) => score.userId === sub)!.scoreGiven).toBe(await shownGrade(student, homework.assignment.id));
    }
    expect(world.sim.refusedScores).toEqual([]);
  });

  it("shows what the LMS refuses for one student and sends the others; \"Send grades now\" tries the refused again", async () => {
    world.sim.unenroll('course-1', 'student-2');
    await setDeduction(homework.rubricItem.id, 2);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    const row = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === homework.assignment.id);
    expect(row.refused).toEqual([{ email: 'student2.lms@example.edu', error: expect.stringContaining('not a member'), at: expect.any(String) }]);
    expect(row.sent).toBe(1);
    expect(world.sim.gradebook(lineItemId).find((score) => score.userId === 'student-1')!.scoreGiven).toBe(await shownGrade(people.alan, homework.assignment.id));

    world.sim.enroll('course-1', 'student-2');
    expect((await t.api.post(`/assignments/${homework.assignment.id}/lti/grades/`, { auth: adminToken })).status).toBe(202);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    const fixed = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === homework.assignment.id);
    expect(fixed).toMatchObject({ refused: [], sent: 2, unknown: 1 });
  });

  it('makes one line item when two runs race for a new assignment', async () => {
    const project = await gradedAssignment('Project');
    await publish(project.assignment.id);
    const creations = world.sim.lineItemCreations;
    world.sim.delay(CONTAINER_PATH, 300);
    const [a, b] = await Promise.all([runGradePassback(t.server.ctx.db, project.assignment.id), runGradePassback(t.server.ctx.db, project.assignment.id)]);
    world.sim.delay(CONTAINER_PATH, 0);
    expect(world.sim.lineItemCreations - creations).toBe(1);
    expect(a!.contexts[0]!.lineItemUrl).toBe(b!.contexts[0]!.lineItemUrl);
    expect(world.sim.lineItems('course-1').filter((item) => item.resourceId === String(project.assignment.id))).toHaveLength(1);
    expect(world.sim.gradebook(a!.contexts[0]!.lineItemUrl!)).toHaveLength(2);
  });

  it('uses the line item the LMS already has for the assignment instead of creating one', async () => {
    const quiz = await gradedAssignment('Quiz');
    const seeded = world.sim.seedLineItem('course-1', { label: 'Quiz (LMS)', scoreMaximum: 10, resourceId: String(quiz.assignment.id), tag: 'marginalia' });
    const creations = world.sim.lineItemCreations;
    await publish(quiz.assignment.id);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    expect(world.sim.lineItemCreations).toBe(creations);
    expect(world.sim.gradebook(seeded.id)).toHaveLength(2);
    const row = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === quiz.assignment.id);
    expect(row.lineItem).toEqual({ url: seeded.id, origin: 'found' });
  });

  it('says why an assignment worth 0 points cannot be sent, and refuses "Send grades now" before publishing', async () => {
    const practice = await gradedAssignment('Practice', 0);
    const early = await t.api.post(`/assignments/${practice.assignment.id}/lti/grades/`, { auth: adminToken });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.body)).toContain('publish its feedback first');
    await publish(practice.assignment.id);
    expect((await runPassbackJobs())[0]!.outcome).toBe('succeeded');
    const row = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === practice.assignment.id);
    expect(row).toMatchObject({ lineItem: null, lastError: expect.stringContaining('0 points') });
  });

  it('sends a shown grade to a student once a roster sync links them to the LMS', async () => {
    const before = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === homework.assignment.id);
    expect(before.unknown).toBe(1);
    // The student added by hand turns up in the LMS course with the same e-mail.
    world.sim.addPerson({ sub: 'student-3', name: 'By Hand', email: 'by.hand@example.edu', roles: [ROLE.learner] });
    world.sim.enroll('course-1', 'student-3');
    expect((await t.api.post(`/courses/${courseId}/lti/sync/`, { auth: adminToken })).status).toBe(202);
    expect((await runDueJobs(t.server.ctx.db, [createRosterSyncJob(t.server.ctx)]))[0]!.outcome).toBe('succeeded');
    expect((await queuedPassbacks()).length).toBeGreaterThan(0);
    const reports = await runPassbackJobs();
    expect(reports.every((report) => report.outcome === 'succeeded')).toBe(true);
    expect(world.sim.gradebook(lineItemId).find((score) => score.userId === 'student-3')!.scoreGiven).toBe(await shownGrade(people.byHand, homework.assignment.id));
    const after = (await status()).assignments.find((entry: { assignmentId: number }) => entry.assignmentId === homework.assignment.id);
    expect(after).toMatchObject({ unknown: 0, sent: 3 });
  });

  it('lets only the course admins read or start it', async () => {
    const student = await tokenFor(t.server.ctx, people.alan);
    expect((await t.api.get(`/courses/${courseId}/lti/grades/`, { auth: student })).status).toBe(403);
    expect((await t.api.post(`/assignments/${homework.assignment.id}/lti/grades/`, { auth: student })).status).toBe(403);
    const outsider = await tokenFor(t.server.ctx, await createUser(t.server.ctx.db));
    expect((await t.api.get(`/courses/${courseId}/lti/grades/`, { auth: outsider })).status).toBe(404);
    expect((await t.api.post(`/assignments/${homework.assignment.id}/lti/grades/`, { auth: outsider })).status).toBe(404);
    expect((await t.api.get(`/courses/${courseId}/lti/grades/`)).status).toBe(401);
  });
});
