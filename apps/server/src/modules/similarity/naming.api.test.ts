import { describe, expect, it } from 'vitest';
import { SIMILARITY_MESSAGES, type SimilarityCheck, type SimilarityPair, type SimilarityPairDetail } from '@marginalia/contracts';
import { similarityChecks } from '@marginalia/db';
import { eq } from 'drizzle-orm';
import { createCourse, createUser, enroll } from '../../testing/factories';
import { createSubmissionWithFiles, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// How a pair names its sides: pseudonyms under anonymous grading until the reader reveals names, and earlier
// offerings' submissions labelled with their course and period (refused when the caller does not administer them).

const t = useTestServer();

type World = Awaited<ReturnType<typeof similarityWorld>>;

async function student(w: World, courseId = w.course.id) {
  const user = await createUser(t.server.ctx.db, { organizationId: w.organization.id });
  await enroll(t.server.ctx.db, courseId, user.id, ['student']);
  return user;
}

async function checked(w: World, token: string, body: unknown = {}): Promise<number> {
  const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: token, body });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await runSimilarityJobs(t.server.ctx);
  return started.body.id;
}

const labels = (pair: SimilarityPair) => pair.sides.map((side) => side.label);

describe('the sides of a pair', () => {
  it('are pseudonyms under anonymous grading until the reader reveals names', async () => {
    const w = await similarityWorld(t.server.ctx, { anonymousGrading: true });
    const [a, b] = [await student(w), await student(w)];
    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [a], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [b], { 'count.py': WORD_COUNT_RENAMED });
    const checkId = await checked(w, w.tokens.admin);

    const masked = (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: w.tokens.superGrader })).body.results[0] as SimilarityPair;
    for (const label of labels(masked)) expect(label).toMatch(/^Student \d+$/);
    const detail = (await t.api.get<SimilarityPairDetail>(`/similarityPairs/${masked.id}/`, { auth: w.tokens.superGrader })).body;
    expect(labels(detail)).toEqual(labels(masked));
    const csv = await t.api.patch(`/similarityPairs/${masked.id}/`, { auth: w.tokens.superGrader, body: { status: 'flagged' } });
    expect(labels(csv.body)).toEqual(labels(masked));
    const flagged = (await t.api.get(`/similarityChecks/${checkId}/flagged/`, { auth: w.tokens.superGrader })).text;
    expect(flagged).not.toContain(a.email);

    expect((await t.api.put(`/assignments/${w.assignment.id}/anonymity/`, { auth: w.tokens.admin })).status).toBe(200);
    const named = (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: w.tokens.admin })).body.results[0] as SimilarityPair;
    expect(labels(named).sort()).toEqual([a.email, b.email].sort());
    // The super grader has not revealed: still pseudonyms for them.
    const stillMasked = (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: w.tokens.superGrader })).body.results[0] as SimilarityPair;
    expect(labels(stillMasked)).toEqual(labels(masked));
  });

  it('label earlier offerings with their course and period, and refuse offerings the caller does not administer', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const lastYear = await createCourse(db, w.organization.id, { name: 'CS 101', period: 'Fall 2025' });
    await enroll(db, lastYear.id, w.people.admin.id, ['courseAdmin']);
    const earlierAssignment = await createAssignment(db, lastYear.id, { name: 'Word count' });
    const alumnus = await student(w, lastYear.id);
    const alumna = await student(w, lastYear.id);
    const earlier = await createSubmissionWithFiles(db, earlierAssignment.id, [alumnus], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(db, earlierAssignment.id, [alumna], { 'count.py': WORD_COUNT });
    const now = await student(w);
    const current = await createSubmissionWithFiles(db, w.assignment.id, [now], { 'count.py': WORD_COUNT_RENAMED });
    await createSubmissionWithFiles(db, w.assignment.id, [await student(w)], { 'primes.py': PRIMES });

    // Another course's assignment the caller does not administer, and one of this course: refused, nothing stored.
    const foreign = await createAssignment(db, w.otherCourse.id);
    const sameCourse = await createAssignment(db, w.course.id);
    for (const ids of [[foreign.id], [sameCourse.id], [earlierAssignment.id, 2_000_000_000]]) {
      const refused = await t.api.post(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: { earlierAssignments: ids } });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ earlierAssignments: [SIMILARITY_MESSAGES.notThisCourse] });
    }
    // A super grader of this course administers no other course.
    const superGrader = await t.api.post(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.superGrader, body: { earlierAssignments: [earlierAssignment.id] } });
    expect(superGrader.status).toBe(400);
    expect(await db.select().from(similarityChecks).where(eq(similarityChecks.assignmentId, w.assignment.id))).toEqual([]);

    const checkId = await checked(w, w.tokens.admin, { earlierAssignments: [earlierAssignment.id] });
    const check = (await t.api.get<SimilarityCheck>(`/similarityChecks/${checkId}/`, { auth: w.tokens.admin })).body;
    expect(check.earlierAssignments).toEqual([{ assignment: earlierAssignment.id, name: 'Word count', course: 'CS 101', period: lastYear.period }]);
    expect(check.submissionCount).toBe(4);
    // Four submissions, two of them earlier: the pair of the two earlier ones does not count.
    expect(check.histogram.reduce((sum, n) => sum + n, 0)).toBe(5);

    const pairs = (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: w.tokens.admin })).body.results as SimilarityPair[];
    expect(pairs.every((pair) => pair.sides.some((side) => side.earlier === null))).toBe(true);
    const withEarlier = pairs.find((pair) => pair.submissions.includes(earlier.id) && pair.submissions.includes(current.id))!;
    const side = withEarlier.sides.find((s) => s.id === earlier.id)!;
    expect(side).toEqual({
      id: earlier.id,
      label: `${alumnus.email} (CS 101, ${lastYear.period})`,
      earlier: { course: 'CS 101', period: lastYear.period, assignment: 'Word count' },
      readable: true,
    });
    expect(withEarlier.sides.find((s) => s.id === current.id)!.label).toBe(now.email);
  });

  it('name earlier offerings anonymously for a reader who reads pseudonyms', async () => {
    const w = await similarityWorld(t.server.ctx, { anonymousGrading: true });
    const { db } = t.server.ctx;
    const lastYear = await createCourse(db, w.organization.id, { name: 'CS 101', period: 'Spring 2001' });
    await enroll(db, lastYear.id, w.people.admin.id, ['courseAdmin']);
    const earlierAssignment = await createAssignment(db, lastYear.id);
    const earlier = await createSubmissionWithFiles(db, earlierAssignment.id, [await student(w, lastYear.id)], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(db, w.assignment.id, [await student(w)], { 'count.py': WORD_COUNT_RENAMED });
    const checkId = await checked(w, w.tokens.admin, { earlierAssignments: [earlierAssignment.id] });
    const [pair] = (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: w.tokens.admin })).body.results as SimilarityPair[];
    expect(pair!.sides.find((side) => side.id === earlier.id)!.label).toBe('Earlier submission 1 (CS 101, Spring 2001)');
  });
});
