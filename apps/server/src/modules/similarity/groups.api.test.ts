import { describe, expect, it } from 'vitest';
import type { SimilarityCheck, SimilarityGroupList, SimilarityPair } from '@marginalia/contracts';
import { createUser, enroll } from '../../testing/factories';
import { BANK, createSubmissionWithFiles, MATRIX, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { useTestServer } from '../../testing/use-test-server';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// A check's groups: submissions whose pairs average the threshold, named as its pairs name them, each member with
// its closest pair inside the group.

const t = useTestServer();

type World = Awaited<ReturnType<typeof similarityWorld>>;

async function submitted(w: World, files: Record<string, string>) {
  const user = await createUser(t.server.ctx.db, { organizationId: w.organization.id });
  await enroll(t.server.ctx.db, w.course.id, user.id, ['student']);
  const submission = await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [user], files);
  return { user, submission };
}

async function checked(w: World): Promise<number> {
  const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: { language: 'python', minimumMatchTokens: 10 } });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await runSimilarityJobs(t.server.ctx);
  return started.body.id;
}

describe('the groups of a check', () => {
  it('gather the copies of one program, each member with its closest pair, and follow the threshold', async () => {
    const w = await similarityWorld(t.server.ctx);
    const original = await submitted(w, { 'count.py': WORD_COUNT });
    const renamed = await submitted(w, { 'words.py': WORD_COUNT_RENAMED });
    const again = await submitted(w, { 'count.py': WORD_COUNT.replace('import sys', 'import sys\n\n') });
    await submitted(w, { 'primes.py': PRIMES });
    await submitted(w, { 'bank.py': BANK, 'matrix.py': MATRIX });
    const checkId = await checked(w);

    const answer = await t.api.get<SimilarityGroupList>(`/similarityChecks/${checkId}/groups/`, { auth: w.tokens.admin });
    expect(answer.status).toBe(200);
    expect(answer.body.minSimilarity).toBe(0.3);
    expect(answer.body.groups).toHaveLength(1);
    const [group] = answer.body.groups;
    const copies = [original, renamed, again].map((entry) => entry.submission.id);
    expect(group!.members.map((member) => member.submission.id).sort()).toEqual([...copies].sort());
    expect(group!.members.map((member) => member.submission.label).sort()).toEqual([original, renamed, again].map((entry) => entry.user.email).sort());
    expect(group!.similarity).toBeGreaterThan(0.3);

    // Every member's closest pair is a kept pair of the group, the member one of its sides.
    const pairs = (await t.api.get(`/similarityChecks/${checkId}/pairs/?minSimilarity=0`, { auth: w.tokens.admin })).body.results as SimilarityPair[];
    const byId = new Map(pairs.map((pair) => [pair.id, pair]));
    for (const member of group!.members) {
      const pair = byId.get(member.closest.pair)!;
      expect(pair.submissions).toContain(member.submission.id);
      expect(pair.submissions).toContain(member.closest.with);
      expect(pair.similarity).toBe(member.closest.similarity);
      expect(copies).toContain(member.closest.with);
    }
    // Most similar first.
    const closest = group!.members.map((member) => member.closest.similarity);
    expect(closest).toEqual([...closest].sort((a, b) => b - a));

    const strict = await t.api.get<SimilarityGroupList>(`/similarityChecks/${checkId}/groups/?minSimilarity=1`, { auth: w.tokens.admin });
    // The group's pairs: the pairs list narrowed to pairs both of whose sides are among its members.
    const ofGroup = await t.api.get(`/similarityChecks/${checkId}/pairs/?minSimilarity=0&among=${copies.join(',')}`, { auth: w.tokens.admin });
    expect(ofGroup.status).toBe(200);
    expect(ofGroup.body.count).toBe(3);
    for (const pair of ofGroup.body.results as SimilarityPair[]) for (const side of pair.submissions) expect(copies).toContain(side);

    // A stricter threshold keeps only groups averaging it, within the copies.
    for (const each of strict.body.groups) {
      expect(each.similarity).toBe(1);
      for (const member of each.members) expect(copies).toContain(member.submission.id);
    }
  });

  it('refuse bad thresholds and submission lists, callers who may not read the check, and checks without results', async () => {
    const w = await similarityWorld(t.server.ctx);
    await submitted(w, { 'count.py': WORD_COUNT });
    await submitted(w, { 'words.py': WORD_COUNT_RENAMED });
    const queued = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: {} });
    expect((await t.api.get(`/similarityChecks/${queued.body.id}/groups/`, { auth: w.tokens.admin })).status).toBe(400);
    await runSimilarityJobs(t.server.ctx);

    const bad = await t.api.get(`/similarityChecks/${queued.body.id}/groups/?minSimilarity=2`, { auth: w.tokens.admin });
    expect(bad.status).toBe(400);
    for (const among of ['1,x', ',', Array.from({ length: 1001 }, (_, i) => i + 1).join(',')]) {
      expect((await t.api.get(`/similarityChecks/${queued.body.id}/pairs/?among=${among}`, { auth: w.tokens.admin })).status).toBe(400);
    }
    // A student of the course may not read checks; an admin of another course does not see that there is one.
    expect((await t.api.get(`/similarityChecks/${queued.body.id}/groups/`, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.get(`/similarityChecks/${queued.body.id}/groups/`, { auth: w.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(`/similarityChecks/${queued.body.id}/groups/`, { auth: w.tokens.admin })).body.groups).toHaveLength(1);
  });
});
