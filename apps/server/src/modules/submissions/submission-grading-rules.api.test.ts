import { eq } from 'drizzle-orm';
import { comments, courses, type Database } from '@marginalia/db';
import { FINISHED_WORK_TEXTS } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// The grading queue's rules as PATCH /submissions/{id}/ keeps them: who may take, release, reassign, finalize and
// unfinalize a submission, and what the course's settings add (back of the queue, noUnfinalize, minComments).

const t = useTestServer();

async function setCourse(db: Database, courseId: number, values: Partial<typeof courses.$inferInsert>) {
  await db.update(courses).set(values).where(eq(courses.id, courseId));
}

async function addComments(db: Database, fileId: number, count: number) {
  const rows = Array.from({ length: count }, () => ({ fileId, text: 'ok', startChar: 0, endChar: 1, startLine: 0, endLine: 0 }));
  await db.insert(comments).values(rows);
}

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(t.server.ctx.db, w.course.id);
  return { ...w, db: t.server.ctx.db, assignment };
}

describe('releasing a claimed submission', () => {
  it('lets its grader release it with "", sent to the back of the queue when the course says so', async () => {
    const { db, assignment, course, people, tokens } = await world();
    const held = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader, queueOrderKey: 2 });
    await createSubmission(db, assignment.id, { students: [people.otherStudent], queueOrderKey: 5 });
    const kept = await t.api.patch(`/submissions/${held.id}/`, { auth: tokens.grader, body: { grader: '' } });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ grader: null, hasGrader: false, queueOrderKey: 2 });
    await setCourse(db, course.id, { sendReleasedSubmissionsToBack: true });
    expect((await t.api.patch(`/submissions/${held.id}/`, { auth: tokens.grader, body: { grader: people.grader.email } })).status).toBe(200);
    const sent = await t.api.patch(`/submissions/${held.id}/`, { auth: tokens.grader, body: { grader: '' } });
    expect(sent.body).toMatchObject({ grader: null, queueOrderKey: 6 });
    // An admin moving it elsewhere in the same request decides where it goes.
    await t.api.patch(`/submissions/${held.id}/`, { auth: tokens.admin, body: { grader: people.grader.email } });
    const placed = await t.api.patch(`/submissions/${held.id}/`, { auth: tokens.admin, body: { grader: '', queueOrderKey: 1 } });
    expect(placed.body).toMatchObject({ grader: null, queueOrderKey: 1 });
  });

  it('lets a grader take an unclaimed one but not release, take or reassign anyone else\'s; super graders and admins reassign', async () => {
    const { db, assignment, people, tokens } = await world();
    const theirs = await createSubmission(db, assignment.id, { students: [people.student], grader: people.superGrader });
    const free = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    for (const grader of ['', people.grader.email, people.admin.email]) {
      expect((await t.api.patch(`/submissions/${theirs.id}/`, { auth: tokens.grader, body: { grader } })).status).toBe(403);
    }
    expect((await t.api.patch(`/submissions/${free.id}/`, { auth: tokens.grader, body: { grader: people.admin.email } })).status).toBe(403);
    expect((await t.api.patch(`/submissions/${free.id}/`, { auth: tokens.grader, body: { grader: people.grader.email } })).body.grader).toBe(people.grader.email);
    expect((await t.api.patch(`/submissions/${free.id}/`, { auth: tokens.superGrader, body: { grader: people.admin.email } })).body.grader).toBe(people.admin.email);
    expect((await t.api.patch(`/submissions/${theirs.id}/`, { auth: tokens.admin, body: { grader: people.grader.email } })).body.grader).toBe(people.grader.email);
    expect((await storedSubmission(db, theirs.id))!.graderId).toBe(people.grader.id);
  });

  it('lets graders send back the whole object they read, but change nothing beyond grader and isFinalized', async () => {
    const { db, assignment, people, tokens } = await world();
    const mine = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const path = `/submissions/${mine.id}/`;
    const read = (await t.api.get(path, { auth: tokens.grader })).body;
    const finalized = await t.api.patch(path, { auth: tokens.grader, body: { ...read, isFinalized: true } });
    expect(finalized.status).toBe(200);
    expect(finalized.body.isFinalized).toBe(true);
    const changes = [{ students: [people.otherStudent.email] }, { queueOrderKey: 9 }, { lateDayCreditsUsed: 1 }, { questionIsOpen: true }, { dateUploaded: '2020-01-01T00:00:00Z' }];
    for (const change of changes) {
      for (const auth of [tokens.grader, tokens.superGrader]) expect((await t.api.patch(path, { auth, body: change })).status).toBe(403);
    }
  });
});

describe('finalizing', () => {
  it('lets a grader finalize and unfinalize what they hold, needing a grader and keeping it until unfinalized', async () => {
    const { db, assignment, people, tokens } = await world();
    const mine = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const free = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const path = `/submissions/${mine.id}/`;
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } })).body.isFinalized).toBe(true);
    const release = await t.api.patch(path, { auth: tokens.grader, body: { grader: '' } });
    expect(release.status).toBe(400);
    expect(release.body).toEqual({ grader: ['A finalized submission must be unfinalized before its grader can change.'] });
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: false } })).body.isFinalized).toBe(false);
    // Someone else's is not theirs to finalize; an unclaimed one needs a grader first.
    await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } });
    expect((await t.api.patch(`/submissions/${free.id}/`, { auth: tokens.admin, body: { isFinalized: true } })).body).toEqual({
      isFinalized: ['A submission needs a grader before it can be finalized.'],
    });
    expect((await t.api.patch(`/submissions/${free.id}/`, { auth: tokens.grader, body: { isFinalized: true } })).status).toBe(403);
    expect((await t.api.patch(path, { auth: tokens.superGrader, body: { isFinalized: false } })).status).toBe(200);
    const taken = await createSubmission(db, assignment.id, { students: [], grader: people.superGrader });
    expect((await t.api.patch(`/submissions/${taken.id}/`, { auth: tokens.grader, body: { isFinalized: true } })).status).toBe(403);
  });

  it('with noUnfinalize, leaves unfinalizing to admins', async () => {
    const { db, assignment, course, people, tokens } = await world();
    await setCourse(db, course.id, { noUnfinalize: true });
    const done = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader, isFinalized: true });
    const path = `/submissions/${done.id}/`;
    for (const auth of [tokens.grader, tokens.superGrader]) {
      const refused = await t.api.patch(path, { auth, body: { isFinalized: false } });
      expect(refused.status).toBe(403);
      // The rule's own sentence, the one the submission view shows beside the disabled Unfinalize.
      expect(refused.body).toEqual({ detail: FINISHED_WORK_TEXTS.onlyAdminsReopen });
      expect(refused.body.detail).toBe('Only course admins can reopen finished work');
    }
    expect((await storedSubmission(db, done.id))?.isFinalized).toBe(true);
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } })).status).toBe(200);
    expect((await t.api.patch(path, { auth: tokens.admin, body: { isFinalized: false } })).body.isFinalized).toBe(false);
  });

  it('with minComments, needs that many comments on the current version of each file', async () => {
    const { db, assignment, course, people, tokens } = await world();
    await setCourse(db, course.id, { minComments: 2 });
    const mine = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const old = await createFile(db, mine.id, { name: 'a.py', createdAt: new Date('2026-01-01T00:00:00Z') });
    const current = await createFile(db, mine.id, { name: 'a.py', createdAt: new Date('2026-02-01T00:00:00Z') });
    await addComments(db, old.id, 3);
    await addComments(db, current.id, 1);
    const path = `/submissions/${mine.id}/`;
    for (const auth of [tokens.grader, tokens.admin]) {
      const res = await t.api.patch(path, { auth, body: { isFinalized: true } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ isFinalized: ['A submission needs at least 2 comments before it can be finalized.'] });
    }
    const other = await createFile(db, mine.id, { name: 'b.py' });
    await addComments(db, other.id, 1);
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } })).body.isFinalized).toBe(true);
  });

  it('answers 400 on an archived course, and 404 to outsiders and to students who cannot see the submission', async () => {
    const { db, assignment, course, people, tokens } = await world();
    const mine = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader });
    const path = `/submissions/${mine.id}/`;
    expect((await t.api.patch(path, { auth: tokens.otherAdmin, body: { isFinalized: true } })).status).toBe(404);
    expect((await t.api.patch(path, { auth: tokens.student, body: { isFinalized: true } })).status).toBe(404);
    await setCourse(db, course.id, { archived: true });
    expect((await t.api.patch(path, { auth: tokens.grader, body: { isFinalized: true } })).status).toBe(400);
    expect((await storedSubmission(db, mine.id))!.isFinalized).toBe(false);
  });
});
