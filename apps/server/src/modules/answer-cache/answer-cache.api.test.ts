import { eq, sql } from 'drizzle-orm';
import { courseDataVersions, rubricCategories, rubricComments, submissions } from '@marginalia/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { createTestCase, createTestCategory } from '../../testing/test-case-factories';
import { appBeside } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';
import { readCourseDataVersion } from './queries';

// The answer cache never serves what a fresh computation would not: every read below through the test server
// (cache on) is compared byte for byte with the same read through a second app over the same database with the
// cache off, right after each kind of write the cached answers depend on.

const t = useTestServer();
let uncached: FastifyInstance;

beforeAll(async () => {
  uncached = await appBeside(t.server, { ANSWER_CACHE_MB: 0 });
});
afterAll(async () => {
  await uncached?.close();
});

const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

async function world() {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const leader = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, leader.id, ['grader']);
  await createSection(db, w.course.id, 'Lab', { leaders: [leader], students: [w.people.student] });
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true, isVisible: true });
  const submission = await createSubmission(db, assignment.id, { students: [w.people.student], grader: w.people.grader, isFinalized: false, grade: 10 });
  const other = await createSubmission(db, assignment.id, { students: [w.people.otherStudent], isFinalized: true, grade: 7 });
  const file = await createFile(db, submission.id);
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [rubricItem] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 2 }).returning();
  const testCategory = await createTestCategory(db, assignment.id);
  const testCase = await createTestCase(db, testCategory.id);
  // A student without a submission: the overview and the statistics count them as missing.
  const loner = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, loner.id, ['student']);
  const tokens = { ...w.tokens, leader: await tokenFor(t.server.ctx, leader) };
  return { ...w, tokens, assignment, submission, other, file, rubricItem, testCase, loner };
}
type World = Awaited<ReturnType<typeof world>>;

const cachedUrls = (w: World) => [
  `/assignments/${w.assignment.id}/submissions/`,
  `/assignments/${w.assignment.id}/submissions/?page=1&page_size=1`,
  `/assignments/${w.assignment.id}/submissions/?grader=${encodeURIComponent(w.people.grader.email)}`,
  `/assignments/${w.assignment.id}/submissionOverview/`,
  `/assignments/${w.assignment.id}/statistics/`,
  `/courses/${w.course.id}/assignments/`,
];

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `JWT ${token}` } });

/** Every cached route as `token` reads it now, after checking it equals the answer computed without the cache. */
async function readFresh(w: World, token: string): Promise<string[]> {
  const bodies: string[] = [];
  for (const url of cachedUrls(w)) {
    const [cached, fresh] = [await get(t.server.app, url, token), await get(uncached, url, token)];
    expect({ url, status: cached.statusCode, body: cached.body }).toEqual({ url, status: fresh.statusCode, body: fresh.body });
    expect(cached.headers['content-type']).toBe(fresh.headers['content-type']);
    bodies.push(cached.body);
  }
  return bodies;
}

/** A write, and what it needs done before the answers are read (a comment to edit, a rubric item applied). */
type Write = { prepare?: (w: World) => Promise<number>; write: (w: World, prepared: number) => Promise<{ statusCode: number }> };
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.server.app.inject({ method, url, headers: { authorization: `JWT ${token}` }, ...(payload ? { payload } : {}) });

const addComment = async (w: World) => (await send('POST', '/comments/', w.tokens.admin, { file: w.file.id, text: 'x', pointDelta: 1, ...range })).json().id as number;

const WRITES: Record<string, Write> = {
  'add a comment': { write: (w) => send('POST', '/comments/', w.tokens.admin, { file: w.file.id, text: 'late -3', pointDelta: 3, ...range }) },
  'edit a comment': { prepare: addComment, write: (w, id) => send('PATCH', `/comments/${id}/`, w.tokens.admin, { pointDelta: 2 }) },
  'delete a comment': { prepare: addComment, write: (w, id) => send('DELETE', `/comments/${id}/`, w.tokens.admin) },
  'apply a rubric item': { write: (w) => send('POST', '/comments/', w.tokens.admin, { file: w.file.id, text: '', rubricComment: w.rubricItem.id, ...range }) },
  'change an applied rubric item': {
    prepare: async (w) => (await send('POST', '/comments/', w.tokens.admin, { file: w.file.id, text: '', rubricComment: w.rubricItem.id, ...range })).statusCode,
    write: (w) => send('PATCH', `/rubricComments/${w.rubricItem.id}/`, w.tokens.admin, { pointDelta: 4 }),
  },
  'finalize a submission': { write: (w) => send('PATCH', `/submissions/${w.submission.id}/`, w.tokens.admin, { isFinalized: true }) },
  'add a student to the roster': { write: (w) => send('POST', `/courses/${w.course.id}/addToRoster/`, w.tokens.admin, { students: ['newcomer@example.edu'] }) },
  'remove a student from the roster': { write: (w) => send('POST', `/courses/${w.course.id}/removeFromRoster/`, w.tokens.admin, { students: [w.loner.email] }) },
  'upload a file': { write: (w) => send('POST', '/files/', w.tokens.admin, { submission: w.submission.id, name: 'extra.py', code: 'x = 1\n', extension: 'py' }) },
  'store a test result': { write: (w) => send('POST', '/submissionTests/', w.tokens.admin, { submission: w.other.id, testCase: w.testCase.id, logs: 'ok', passed: true }) },
  'change the assignment': { write: (w) => send('PATCH', `/assignments/${w.assignment.id}/`, w.tokens.admin, { points: 20 }) },
  'grade anonymously': { write: (w) => send('PATCH', `/assignments/${w.assignment.id}/`, w.tokens.admin, { anonymousGrading: true }) },
};

describe('the answer cache of the lists', () => {
  for (const [name, write] of Object.entries(WRITES)) {
    it(`shows "${name}" in the very next read of every cached list`, async () => {
      const w = await world();
      const prepared = (await write.prepare?.(w)) ?? 0;
      const before = await readFresh(w, w.tokens.admin);
      expect(await readFresh(w, w.tokens.admin)).toEqual(before); // the second read is answered from the cache
      const res = await write.write(w, prepared);
      expect(res.statusCode).toBeLessThan(300);
      const after = await readFresh(w, w.tokens.admin);
      expect(after).not.toEqual(before);
    });
  }

  it('keeps each caller their own answer: roles, sections led and names revealed', async () => {
    const w = await world();
    await send('PATCH', `/assignments/${w.assignment.id}/`, w.tokens.admin, { anonymousGrading: true });
    const readers = [w.tokens.admin, w.tokens.leader, w.tokens.grader, w.tokens.superGrader];
    const first = [];
    for (const token of readers) first.push(await readFresh(w, token));
    // The section leader's overview marks their student's submission; the admin's does not.
    expect(first[1]![3]).not.toEqual(first[0]![3]);
    // Revealing names (remembered for the assignment) changes the admin's answers and no one else's.
    const reveal = await get(t.server.app, `/assignments/${w.assignment.id}/submissionOverview/?reveal=1`, w.tokens.admin);
    expect(reveal.statusCode).toBe(200);
    const second = [];
    for (const token of readers) second.push(await readFresh(w, token));
    expect(second[1]).toEqual(first[1]);
  });

  it('still checks permission on every request: outsiders 404, students their own answers, a removed grader 404', async () => {
    const w = await world();
    await readFresh(w, w.tokens.grader);
    for (const url of cachedUrls(w)) expect((await get(t.server.app, url, w.tokens.otherAdmin)).statusCode).toBe(404);
    await readFresh(w, w.tokens.student);
    await send('POST', `/courses/${w.course.id}/removeFromRoster/`, w.tokens.admin, { graders: [w.people.grader.email] });
    for (const url of cachedUrls(w)) expect((await get(t.server.app, url, w.tokens.grader)).statusCode).toBe(404);
  });

  it('gives requests that arrive together after a write the one fresh answer', async () => {
    const w = await world();
    await readFresh(w, w.tokens.admin);
    await send('PATCH', `/submissions/${w.submission.id}/`, w.tokens.admin, { isFinalized: true });
    const url = `/assignments/${w.assignment.id}/submissionOverview/`;
    const together = await Promise.all(Array.from({ length: 8 }, () => get(t.server.app, url, w.tokens.admin)));
    const fresh = await get(uncached, url, w.tokens.admin);
    for (const res of together) expect({ status: res.statusCode, body: res.body }).toEqual({ status: 200, body: fresh.body });
  });

  it('bumps the course version once per committed transaction, at commit, and not for a rolled-back one', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    const start = await readCourseDataVersion(db, w.course.id);
    await db.transaction(async (tx) => {
      await tx.update(submissions).set({ grade: 3 }).where(eq(submissions.id, w.submission.id));
      await tx.update(submissions).set({ grade: 4 }).where(eq(submissions.id, w.other.id));
      expect(await readCourseDataVersion(tx, w.course.id)).toBe(start); // not before the commit
    });
    expect(await readCourseDataVersion(db, w.course.id)).toBe(start + 1);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(submissions).set({ grade: 5 }).where(eq(submissions.id, w.submission.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCourseDataVersion(db, w.course.id)).toBe(start + 1);
    // One row per course, however many transactions wrote to it.
    expect(await db.select().from(courseDataVersions).where(eq(courseDataVersions.courseId, w.course.id))).toHaveLength(1);
  });

  it('lets writes of the same courses commit at once without deadlock, and the next read is fresh', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    const otherAssignment = await createAssignment(db, w.otherCourse.id, { points: 5 });
    const inOther = await createSubmission(db, otherAssignment.id, { students: [w.people.otherCourseStudent], isFinalized: false, grade: 1 });
    await readFresh(w, w.tokens.admin);
    const start = [await readCourseDataVersion(db, w.course.id), await readCourseDataVersion(db, w.otherCourse.id)];
    // Two transactions change both courses in opposite orders; each holds its first row while the other writes.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    const change = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.update(submissions).set({ grade: sql`${submissions.grade} + 1` }).where(eq(submissions.id, first));
        await pause();
        await tx.update(submissions).set({ grade: sql`${submissions.grade} + 1` }).where(eq(submissions.id, second));
      });
    await Promise.all([change(w.submission.id, inOther.id), change(inOther.id, w.other.id), ...Array.from({ length: 6 }, (_, i) =>
      send('POST', '/comments/', w.tokens.admin, { file: w.file.id, text: `c${i}`, pointDelta: 1, ...range }).then((res) => expect(res.statusCode).toBe(201)),
    )]);
    expect(await readCourseDataVersion(db, w.course.id)).toBeGreaterThanOrEqual(start[0]! + 2);
    expect(await readCourseDataVersion(db, w.otherCourse.id)).toBe(start[1]! + 2);
    await readFresh(w, w.tokens.admin);
  });
});
