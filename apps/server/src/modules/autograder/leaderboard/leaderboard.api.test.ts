import { eq } from 'drizzle-orm';
import { LEADERBOARD_MESSAGES } from '@marginalia/contracts';
import { courses, leaderboardNames, testRuns, type StoredLeaderboardValue } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../../testing/factories';
import { createAssignment, createSubmission } from '../../../testing/submission-factories';
import { useTestServer } from '../../../testing/use-test-server';

// The leaderboard ranks each submission's newest reported values under the names students chose, never their
// real names, for the course's students and staff; a student chooses a name unique within the assignment.

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const third = await createUser(db, { organizationId: w.organization.id, email: `realname.${Date.now()}@example.com` });
  await enroll(db, w.course.id, third.id, ['student']);
  const thirdToken = await tokenFor(t.server.ctx, third);
  const assignment = await createAssignment(db, w.course.id, { isVisible: true, anonymousGrading: true });
  const mine = await createSubmission(db, assignment.id, { students: [w.people.student] });
  const theirs = await createSubmission(db, assignment.id, { students: [w.people.otherStudent] });
  const silent = await createSubmission(db, assignment.id, { students: [third] });
  const report = async (submissionId: number, leaderboard: StoredLeaderboardValue[] | null, finishedAt = new Date()) =>
    db.insert(testRuns).values({ assignmentId: assignment.id, submissionId, trigger: 'external', source: 'external', state: 'completed', finishedAt, leaderboard });
  return { ...w, db, third, thirdToken, assignment, mine, theirs, silent, report, path: `/assignments/${assignment.id}/leaderboard/` };
}

const values = (accuracy: number, time: number): StoredLeaderboardValue[] => [
  { name: 'Accuracy', value: accuracy, order: 'desc' },
  { name: 'Time', value: time, order: 'asc' },
];

describe('GET /assignments/{id}/leaderboard/', () => {
  it('ranks the newest values by the first column, with chosen or neutral names and the reader\'s row marked', async () => {
    const w = await world();
    await w.report(w.mine.id, values(0.5, 10), new Date(Date.now() - 60_000));
    await w.report(w.mine.id, values(0.9, 12));
    await w.report(w.theirs.id, values(0.7, 8));
    await w.report(w.silent.id, values(0.9, 30));
    await w.report(w.silent.id, null, new Date(Date.now() + 1000));
    expect((await t.api.put(`${w.path}name/`, { auth: w.tokens.student, body: { name: '  Speedy ' } })).status).toBe(200);

    const res = await t.api.get(w.path, { auth: w.tokens.student });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      assignment: w.assignment.id,
      columns: [
        { name: 'Accuracy', order: 'desc' },
        { name: 'Time', order: 'asc' },
      ],
      rows: [
        { rank: 1, name: 'Anonymous 3', mine: false, values: { Accuracy: 0.9, Time: 30 } },
        { rank: 1, name: 'Speedy', mine: true, values: { Accuracy: 0.9, Time: 12 } },
        { rank: 3, name: 'Anonymous 2', mine: false, values: { Accuracy: 0.7, Time: 8 } },
      ],
      myName: 'Speedy',
    });
    expect(res.text).not.toContain('realname');
    expect(res.text).not.toContain(w.people.otherStudent.email);

    const staff = await t.api.get(w.path, { auth: w.tokens.grader });
    expect(staff.status).toBe(200);
    expect(staff.body.myName).toBeNull();
    expect(staff.body.rows.map((r: { name: string; mine: boolean }) => [r.name, r.mine])).toEqual([
      ['Anonymous 3', false],
      ['Speedy', false],
      ['Anonymous 2', false],
    ]);
    expect((await t.api.get(w.path, { auth: w.tokens.otherCourseStudent })).status).toBe(404);
    expect((await t.api.get(w.path)).status).toBe(401);
  });

  it('is empty until a run reports values', async () => {
    const w = await world();
    expect((await t.api.get(w.path, { auth: w.tokens.student })).body).toEqual({ assignment: w.assignment.id, columns: [], rows: [], myName: null });
  });
});

describe('PUT /assignments/{id}/leaderboard/name/', () => {
  it('refuses blank, long and taken names, lets a student rename, and refuses staff', async () => {
    const w = await world();
    const put = (auth: string, name: unknown) => t.api.put(`${w.path}name/`, { auth, body: { name } });
    expect((await put(w.tokens.student, '   ')).body).toEqual({ name: ['This field may not be blank.'] });
    expect((await put(w.tokens.student, 'x'.repeat(41))).status).toBe(400);
    expect((await put(w.tokens.student, 'Owl')).status).toBe(200);
    const taken = await put(w.tokens.otherStudent, 'owl');
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: ['Another student already uses this name on this leaderboard; choose another.'] });
    expect((await put(w.tokens.student, 'Owl 2')).body.myName).toBe('Owl 2');
    expect((await put(w.tokens.otherStudent, 'Owl')).status).toBe(200);
    expect((await put(w.tokens.grader, 'Teacher')).status).toBe(403);
    expect((await put(w.tokens.otherCourseStudent, 'Intruder')).status).toBe(404);
    await w.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    expect((await put(w.thirdToken, 'Late')).status).toBe(400);
  });
});

describe('names that could pass for someone else', () => {
  it('refuses "Anonymous N" and e-mail addresses, any account\'s above all, and changes nothing', async () => {
    const w = await world();
    await w.report(w.mine.id, values(0.5, 10));
    const put = (name: unknown) => t.api.put(`${w.path}name/`, { auth: w.tokens.student, body: { name } });
    for (const name of ['Anonymous 2', 'anonymous 7', '  ANONYMOUS  12 ', 'Anonymous3']) {
      const res = await put(name);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ name: [LEADERBOARD_MESSAGES.nameReserved] });
    }
    for (const name of [w.people.otherStudent.email, w.people.otherStudent.email.toUpperCase(), w.people.student.email, 'someone@example.org']) {
      const res = await put(name);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ name: [LEADERBOARD_MESSAGES.nameIsEmail] });
    }
    // An account whose address predates today's e-mail rules is still an account's address.
    const legacy = await createUser(w.db, { organizationId: w.organization.id, email: `legacy-login-${Date.now()}` });
    expect((await put(legacy.email)).body).toEqual({ name: [LEADERBOARD_MESSAGES.nameIsEmail] });
    expect(await w.db.select().from(leaderboardNames).where(eq(leaderboardNames.assignmentId, w.assignment.id))).toEqual([]);
    expect((await put('Anonymous Owl')).status).toBe(200);
    expect((await put('The 3rd anonymous')).status).toBe(200);
  });

  it('shows a neutral name for a stored name the rules now refuse', async () => {
    const w = await world();
    await w.report(w.mine.id, values(0.5, 10));
    await w.db.insert(leaderboardNames).values({ assignmentId: w.assignment.id, userId: w.people.student.id, name: w.people.student.email });
    const res = await t.api.get(w.path, { auth: w.tokens.student });
    expect(res.body.rows.map((r: { name: string }) => r.name)).toEqual(['Anonymous 1']);
    expect(res.body.myName).toBeNull();
    expect(res.text).not.toContain(w.people.student.email);
  });
});
