import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SIMILARITY_MESSAGES, SIMILARITY_TEXTS, type SimilarityCheck, type SimilarityGroupList, type SimilarityPair, type SimilarityPairDetail } from '@marginalia/contracts';
import { courseMemberships, similarityPairs } from '@marginalia/db';
import { createCourse, createUser, enroll, tokenFor, type TestUser } from '../../testing/factories';
import { createSubmissionWithFiles, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// A check of course B that compares an assignment of course A (an earlier offering): each side of a pair is
// shown only to callers who may read submissions of its course at the moment they read it; the others see
// "A submission from another course", without students, files or fragments on that side.

const t = useTestServer();

/**
 * Course B (the world's course) and course A (last year's). The world's admin administers both and starts the
 * check; `bAdmin` administers only B. A's submission is the original, B's the renamed copy.
 */
async function crossCourseWorld() {
  const { db } = t.server.ctx;
  const w = await similarityWorld(t.server.ctx);
  const lastYear = await createCourse(db, w.organization.id, { name: 'CS 101', period: 'Fall 2025' });
  await enroll(db, lastYear.id, w.people.admin.id, ['courseAdmin']);
  const bAdminUser = await createUser(db, { organizationId: w.organization.id });
  await enroll(db, w.course.id, bAdminUser.id, ['courseAdmin']);
  const person = async (courseId: number) => {
    const user = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, courseId, user.id, ['student']);
    return user;
  };
  const earlierAssignment = await createAssignment(db, lastYear.id, { name: 'Word count' });
  const alumnus = await person(lastYear.id);
  const earlier = await createSubmissionWithFiles(db, earlierAssignment.id, [alumnus], { 'wc_original.py': WORD_COUNT });
  const now = await person(w.course.id);
  const current = await createSubmissionWithFiles(db, w.assignment.id, [now], { 'count.py': WORD_COUNT_RENAMED });
  await createSubmissionWithFiles(db, w.assignment.id, [await person(w.course.id)], { 'primes.py': PRIMES });

  const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, {
    auth: w.tokens.admin,
    body: { earlierAssignments: [earlierAssignment.id] },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await runSimilarityJobs(t.server.ctx);
  const bAdmin = await tokenFor(t.server.ctx, bAdminUser);
  return { ...w, lastYear, earlierAssignment, alumnus, earlier, now, current, checkId: started.body.id, bAdmin, bAdminUser, person };
}

type World = Awaited<ReturnType<typeof crossCourseWorld>>;

async function pairsFor(w: World, token: string): Promise<{ count: number; results: SimilarityPair[]; text: string }> {
  const res = await t.api.get(`/similarityChecks/${w.checkId}/pairs/`, { auth: token });
  expect(res.status).toBe(200);
  return { ...res.body, text: res.text };
}

async function groupsFor(w: World, token: string): Promise<{ body: SimilarityGroupList; text: string }> {
  const res = await t.api.get<SimilarityGroupList>(`/similarityChecks/${w.checkId}/groups/`, { auth: token });
  expect(res.status).toBe(200);
  return { body: res.body, text: res.text };
}

const pairWith = (pairs: SimilarityPair[], a: number, b: number) => pairs.find((pair) => pair.submissions.includes(a) && pair.submissions.includes(b))!;
const sideOf = (pair: SimilarityPair, submissionId: number) => pair.sides.find((side) => side.id === submissionId)!;
const MASKED = { label: SIMILARITY_TEXTS.otherCourseSide, earlier: { course: 'CS 101', period: 'Fall 2025', assignment: 'Word count' }, readable: false };

/** What must never reach someone who may not read course A: its student, its file's name, its own names in code. */
function expectNothingOf(w: World, text: string, student: TestUser = w.alumnus): void {
  expect(text).not.toContain(student.email);
  expect(text).not.toContain('wc_original.py');
  expect(text).not.toContain('count_words');
}

describe('a check comparing another course’s assignment', () => {
  it('shows an admin of the check’s course alone no student, file or fragment of the other course', async () => {
    const w = await crossCourseWorld();
    const { results, text } = await pairsFor(w, w.bAdmin);
    expectNothingOf(w, text);
    const pair = pairWith(results, w.earlier.id, w.current.id);
    expect(sideOf(pair, w.earlier.id)).toEqual({ id: w.earlier.id, ...MASKED });
    expect(sideOf(pair, w.current.id)).toEqual({ id: w.current.id, label: w.now.email, earlier: null, readable: true });

    const detail = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: w.bAdmin });
    expect(detail.status).toBe(200);
    expectNothingOf(w, detail.text);
    const masked = detail.body.submissions.indexOf(w.earlier.id);
    const shown = 1 - masked;
    expect(detail.body.files[masked]).toEqual([]);
    expect(detail.body.files[shown]).toEqual([{ name: 'count.py', text: WORD_COUNT_RENAMED }]);
    expect(detail.body.fragments.length).toBeGreaterThan(0);
    for (const fragment of detail.body.fragments) {
      const [maskedRange, shownRange] = masked === 0 ? [fragment.left, fragment.right] : [fragment.right, fragment.left];
      expect(maskedRange).toBeNull();
      expect(shownRange!.file).toBe('count.py');
    }

    // The groups name the other course's side as the pairs do, and link to the same pair.
    const groups = await groupsFor(w, w.bAdmin);
    expectNothingOf(w, groups.text);
    const member = groups.body.groups.flatMap((group) => group.members).find((candidate) => candidate.submission.id === w.earlier.id)!;
    expect(member.submission).toEqual({ id: w.earlier.id, ...MASKED });
    expect(member.closest).toMatchObject({ pair: pair.id, with: w.current.id });

    // The super grader of B does not read A either; reviewing and the CSV name nobody of A.
    const superGraderView = await pairsFor(w, w.tokens.superGrader);
    expectNothingOf(w, superGraderView.text);
    const reviewed = await t.api.patch<SimilarityPair>(`/similarityPairs/${pair.id}/`, { auth: w.bAdmin, body: { status: 'flagged', note: 'Close to last year' } });
    expect(reviewed.status).toBe(200);
    expect(sideOf(reviewed.body, w.earlier.id)).toEqual({ id: w.earlier.id, ...MASKED });
    const csv = await t.api.get(`/similarityChecks/${w.checkId}/flagged/`, { auth: w.bAdmin });
    expect(csv.status).toBe(200);
    expectNothingOf(w, csv.text);
    expect(csv.text).toContain(SIMILARITY_TEXTS.otherCourseSide);
    expect(csv.text).toContain(w.now.email);

    // The admin of both courses reads both sides.
    const both = await pairsFor(w, w.tokens.admin);
    expect(sideOf(pairWith(both.results, w.earlier.id, w.current.id), w.earlier.id)).toMatchObject({ label: `${w.alumnus.email} (CS 101, Fall 2025)`, readable: true });
    const full = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: w.tokens.admin });
    expect(full.body.files[masked]).toEqual([{ name: 'wc_original.py', text: WORD_COUNT }]);
    expect(full.body.fragments.every((fragment) => fragment.left !== null && fragment.right !== null)).toBe(true);
    expect((await t.api.get(`/similarityChecks/${w.checkId}/flagged/`, { auth: w.tokens.admin })).text).toContain(w.alumnus.email);
  });

  it('reads the caller’s rights in each course when the pairs are read, not when the check was made', async () => {
    const w = await crossCourseWorld();
    const { db } = t.server.ctx;
    // The admin who made the check leaves course A: from now on A's side is masked for them too.
    await db
      .update(courseMemberships)
      .set({ isActive: false })
      .where(and(eq(courseMemberships.courseId, w.lastYear.id), eq(courseMemberships.userId, w.people.admin.id)));
    const formerly = await pairsFor(w, w.tokens.admin);
    expectNothingOf(w, formerly.text);
    const pair = pairWith(formerly.results, w.earlier.id, w.current.id);
    expect(sideOf(pair, w.earlier.id)).toEqual({ id: w.earlier.id, ...MASKED });
    const detail = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: w.tokens.admin });
    expectNothingOf(w, detail.text);

    // B's admin becomes a grader of A (who reads A's submissions): now they see A's side.
    await enroll(db, w.lastYear.id, w.bAdminUser.id, ['grader']);
    const granted = await pairsFor(w, w.bAdmin);
    expect(sideOf(pairWith(granted.results, w.earlier.id, w.current.id), w.earlier.id)).toMatchObject({ label: `${w.alumnus.email} (CS 101, Fall 2025)`, readable: true });
    const opened = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${pair.id}/`, { auth: w.bAdmin });
    expect(opened.body.files.flat().map((file) => file.name).sort()).toEqual(['count.py', 'wc_original.py']);
  });

  it('shows later uploads of the other course brought in by an update only to those who may read that course', async () => {
    const w = await crossCourseWorld();
    const { db } = t.server.ctx;
    const alumna = await w.person(w.lastYear.id);
    const late = await createSubmissionWithFiles(db, w.earlierAssignment.id, [alumna], { 'wc_original.py': WORD_COUNT });

    // B's admin alone updates the check: it reads A's new submission, and still shows them nothing of it.
    const updated = await t.api.post(`/similarityChecks/${w.checkId}/update/`, { auth: w.bAdmin });
    expect(updated.status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
    const afterUpdate = await pairsFor(w, w.bAdmin);
    const latePair = pairWith(afterUpdate.results, late.id, w.current.id);
    expect(sideOf(latePair, late.id)).toEqual({ id: late.id, ...MASKED });
    expectNothingOf(w, afterUpdate.text, alumna);
    expectNothingOf(w, (await t.api.get(`/similarityPairs/${latePair.id}/`, { auth: w.bAdmin })).text, alumna);

    const both = await pairsFor(w, w.tokens.admin);
    expect(sideOf(pairWith(both.results, late.id, w.current.id), late.id).label).toBe(`${alumna.email} (CS 101, Fall 2025)`);
  });

  it('leaves out pairs neither of whose sides the caller may read', async () => {
    const w = await crossCourseWorld();
    const { db } = t.server.ctx;
    // A pair of two submissions of course A (a run never keeps one: they were compared in their own course).
    const second = await createSubmissionWithFiles(db, w.earlierAssignment.id, [await w.person(w.lastYear.id)], { 'wc_original.py': WORD_COUNT });
    const [stored] = await db
      .insert(similarityPairs)
      .values({ checkId: w.checkId, submissionA: w.earlier.id, submissionB: second.id, similarity: 0.99, longestMatch: 20, matchedLines: 40, fragments: [], reviewStatus: 'flagged' })
      .returning();

    const mine = await pairsFor(w, w.bAdmin);
    expect(mine.results.map((pair) => pair.id)).not.toContain(stored!.id);
    const theirs = await pairsFor(w, w.tokens.admin);
    expect(theirs.results.map((pair) => pair.id)).toContain(stored!.id);
    expect(mine.count).toBe(theirs.count - 1);
    // Nor does it join two of that course's submissions in a group for this caller.
    const mineGrouped = (await groupsFor(w, w.bAdmin)).body.groups.flatMap((group) => group.members.map((member) => member.submission.id));
    expect(mineGrouped).not.toContain(second.id);
    const theirsGrouped = (await groupsFor(w, w.tokens.admin)).body.groups.flatMap((group) => group.members.map((member) => member.submission.id));
    expect(theirsGrouped).toContain(second.id);
    const flaggedOnly = await t.api.get(`/similarityChecks/${w.checkId}/pairs/?status=flagged`, { auth: w.bAdmin });
    expect(flaggedOnly.body.count).toBe(0);

    expect((await t.api.get(`/similarityPairs/${stored!.id}/`, { auth: w.bAdmin })).status).toBe(404);
    expect((await t.api.patch(`/similarityPairs/${stored!.id}/`, { auth: w.bAdmin, body: { status: 'cleared' } })).status).toBe(404);
    expect((await t.api.get(`/similarityChecks/${w.checkId}/flagged/`, { auth: w.bAdmin })).text).not.toContain(SIMILARITY_TEXTS.otherCourseSide);
    expect((await t.api.get(`/similarityPairs/${stored!.id}/`, { auth: w.tokens.admin })).status).toBe(200);
  });

  it('takes another course’s assignment only from someone who administers that course when the check starts', async () => {
    const w = await crossCourseWorld();
    const { db } = t.server.ctx;
    const start = (token: string) =>
      t.api.post(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: token, body: { earlierAssignments: [w.earlierAssignment.id] } });
    // B's admin grading in A reads A's submissions but does not administer A; the former admin of A no longer does.
    await enroll(db, w.lastYear.id, w.bAdminUser.id, ['grader']);
    await db
      .update(courseMemberships)
      .set({ isActive: false })
      .where(and(eq(courseMemberships.courseId, w.lastYear.id), eq(courseMemberships.userId, w.people.admin.id)));
    for (const token of [w.bAdmin, w.tokens.admin]) {
      const refused = await start(token);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ earlierAssignments: [SIMILARITY_MESSAGES.notThisCourse] });
    }
  });
});
