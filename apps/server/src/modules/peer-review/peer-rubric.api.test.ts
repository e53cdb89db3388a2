import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, RUBRIC_MESSAGES } from '@marginalia/contracts';
import { courses, submissions } from '@marginalia/db';
import { firstReviewOf, openPeerReviewClass } from '../../testing/peer-review-factories';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// The peer rubric (docs/PEER-REVIEW.md, "The peer rubric"): written through the rubric routes with `peer: true`, read
// at /assignments/{id}/peerRubric/ and by reviewers of a stage whose rubric is `peer`; the assignment's rubric reads,
// its transfers and graders never see it.

const t = useTestServer();

/** An assignment with one category in each rubric, three submitting students and an open stage using `rubric`. */
async function peerRubricWorld(rubric: 'assignment' | 'peer') {
  const w = await openPeerReviewClass(t, { label: 'peer-rubric', stage: { rubric } });
  const peerCategory = await t.api.post('/rubricCategories/', { auth: w.tokens.admin, body: { assignment: w.assignment.id, name: 'Readability', peer: true } });
  expect(peerCategory.status).toBe(201);
  const peerItem = await t.api.post('/rubricComments/', { auth: w.tokens.admin, body: { category: peerCategory.body.id, pointDelta: 0, text: 'Names say what they hold', name: 'clear-names' } });
  expect(peerItem.status).toBe(201);
  const reviewer = w.students[0]!;
  const { review, file } = await firstReviewOf(t, reviewer, w.students);
  const category = (await t.api.get(`/rubricCategories/${peerCategory.body.id}/`, { auth: w.tokens.admin })).body;
  return { ...w, own: w.rubricCategory, ownItem: w.rubricItem, peerCategory: category, peerItem: peerItem.body, reviewer, review, file };
}

const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

describe('the peer rubric', () => {
  it('is created, read and edited through the rubric routes, and stays the peer rubric', async () => {
    const w = await peerRubricWorld('peer');
    expect(w.peerCategory).toMatchObject({ name: 'Readability', peer: true, rubricComments: [w.peerItem.id] });
    expect((await t.api.get(`/rubricCategories/${w.own.id}/`, { auth: w.tokens.grader })).body.peer).toBe(false);

    const read = await t.api.get(`/assignments/${w.assignment.id}/peerRubric/`, { auth: w.tokens.grader });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ rubricCategories: [w.peerCategory], rubricComments: [w.peerItem] });
    // Students do not read it (403, as the assignment's rubric); another course's admin: 404.
    expect((await t.api.get(`/assignments/${w.assignment.id}/peerRubric/`, { auth: w.reviewer.token })).status).toBe(403);
    expect((await t.api.get(`/assignments/${w.assignment.id}/peerRubric/`, { auth: w.tokens.otherAdmin })).status).toBe(404);

    // Edited like the assignment's: the same `peer` is accepted, another is a 400 that changes nothing.
    const renamed = await t.api.patch(`/rubricCategories/${w.peerCategory.id}/`, { auth: w.tokens.admin, body: { name: 'Clarity', peer: true } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Clarity', peer: true });
    const moved = await t.api.patch(`/rubricCategories/${w.peerCategory.id}/`, { auth: w.tokens.admin, body: { name: 'Moved', peer: false } });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({ peer: [RUBRIC_MESSAGES.peerFixed] });
    expect((await t.api.patch(`/rubricCategories/${w.own.id}/`, { auth: w.tokens.admin, body: { peer: true } })).status).toBe(400);
    expect((await t.api.get(`/rubricCategories/${w.peerCategory.id}/`, { auth: w.tokens.admin })).body).toMatchObject({ name: 'Clarity', peer: true });

    // A rubric comment stays in its rubric; graders of this course do not write the rubric.
    const across = await t.api.patch(`/rubricComments/${w.peerItem.id}/`, { auth: w.tokens.admin, body: { category: w.own.id } });
    expect(across.status).toBe(400);
    expect(across.body).toEqual({ category: [RUBRIC_MESSAGES.otherRubricCategory] });
    expect((await t.api.post('/rubricCategories/', { auth: w.tokens.grader, body: { assignment: w.assignment.id, name: 'More', peer: true } })).status).toBe(403);

    // Names are unique in the assignment across both rubrics.
    const taken = await t.api.post('/rubricComments/', { auth: w.tokens.admin, body: { category: w.own.id, pointDelta: 1, name: 'clear-names' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ name: [RUBRIC_MESSAGES.duplicateCommentName] });
    const again = await t.api.post('/rubricComments/', { auth: w.tokens.admin, body: { category: w.peerCategory.id, pointDelta: 0, name: 'naming' } });
    expect(again.status).toBe(400);
  });

  it('is written by graders when the course lets graders edit the rubric', async () => {
    const w = await peerRubricWorld('peer');
    await w.db.update(courses).set({ allowGradersToEditRubric: true }).where(eq(courses.id, w.course.id));
    const created = await t.api.post('/rubricCategories/', { auth: w.tokens.grader, body: { assignment: w.assignment.id, name: 'Tests', peer: true } });
    expect(created.status).toBe(201);
    expect((await t.api.post('/rubricComments/', { auth: w.tokens.grader, body: { category: created.body.id, pointDelta: 0, text: 'Tests cover the edge cases' } })).status).toBe(201);
    const read = await t.api.get(`/assignments/${w.assignment.id}/peerRubric/`, { auth: w.tokens.grader });
    expect(read.body.rubricCategories.map((category: { name: string }) => category.name)).toEqual(['Readability', 'Tests']);
    expect(read.body.rubricComments).toHaveLength(2);
  });

  it('is left out of the assignment, its rubric, the graders\' review and the rubric transfers', async () => {
    const w = await peerRubricWorld('peer');
    const assignment = await t.api.get(`/assignments/${w.assignment.id}/`, { auth: w.tokens.grader });
    expect(assignment.body.rubricCategories).toEqual([w.own.id]);
    const rubric = await t.api.get(`/assignments/${w.assignment.id}/rubric/`, { auth: w.tokens.grader });
    expect(rubric.body.rubricCategories.map((category: { id: number }) => category.id)).toEqual([w.own.id]);
    const review = await t.api.get(`/submissions/${w.review.submission}/review/`, { auth: w.tokens.grader });
    expect(review.status).toBe(200);
    expect(review.body.rubricCategories.map((category: { id: number }) => category.id)).toEqual([w.own.id]);
    expect(review.body.rubricComments.map((comment: { id: number }) => comment.id)).toEqual([w.ownItem.id]);

    const exported = await t.api.get(`/assignments/${w.assignment.id}/rubric/export/`, { auth: w.tokens.admin });
    expect(exported.body.rubricCategories.map((category: { name: string }) => category.name)).toEqual(['Style']);

    // An assignment with only a peer rubric takes an import; a name its peer rubric uses is a clear 400.
    const target = await createAssignment(w.db, w.course.id, { isReleased: true });
    await t.api.post('/rubricCategories/', { auth: w.tokens.admin, body: { assignment: target.id, name: 'Peer only', peer: true } }).then(async (category) =>
      t.api.post('/rubricComments/', { auth: w.tokens.admin, body: { category: category.body.id, pointDelta: 0, name: 'naming' } }),
    );
    const clash = await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: w.tokens.admin, body: exported.body });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ rubricCategories: [RUBRIC_MESSAGES.nameTakenInAssignment('naming')] });
    const renamed = { rubricCategories: [{ ...exported.body.rubricCategories[0], rubricComments: [{ ...exported.body.rubricCategories[0].rubricComments[0], name: 'naming-2' }] }] };
    const imported = await t.api.post(`/assignments/${target.id}/rubric/import/`, { auth: w.tokens.admin, body: renamed });
    expect(imported.status).toBe(201);
    expect(imported.body.rubricCategories.map((category: { name: string; peer: boolean }) => [category.name, category.peer])).toEqual([['Style', false]]);
    expect((await t.api.get(`/assignments/${target.id}/peerRubric/`, { auth: w.tokens.admin })).body.rubricCategories.map((category: { name: string }) => category.name)).toEqual(['Peer only']);
  });

  it('is what the reviewer reads and links when the stage uses it, and never what a grader links', async () => {
    const w = await peerRubricWorld('peer');
    const view = await t.api.get(`/peerReviews/${w.review.id}/submission/`, { auth: w.reviewer.token });
    expect(view.status).toBe(200);
    expect(view.body.rubricCategories.map((category: { id: number }) => category.id)).toEqual([w.peerCategory.id]);
    expect(view.body.rubricComments.map((comment: { id: number }) => comment.id)).toEqual([w.peerItem.id]);

    const post = (token: string, rubricComment: number) => t.api.post('/comments/', { auth: token, body: { file: w.file.id, text: 'See here', rubricComment, ...range } });
    expect((await post(w.reviewer.token, w.peerItem.id)).status).toBe(201);
    const wrongRubric = await post(w.reviewer.token, w.ownItem.id);
    expect(wrongRubric.status).toBe(400);
    expect(wrongRubric.body).toEqual({ rubricComment: [COMMENT_MESSAGES.peerRubric] });
    // Staff comment on a submission being graded (not finalized).
    await w.db.update(submissions).set({ isFinalized: false }).where(eq(submissions.id, w.review.submission));
    const grader = await post(w.tokens.admin, w.peerItem.id);
    expect(grader.status).toBe(400);
    expect(grader.body).toEqual({ rubricComment: [COMMENT_MESSAGES.peerRubricForReviewers] });
    expect((await post(w.tokens.admin, w.ownItem.id)).status).toBe(201);
  });

  it('is not the reviewer\'s when the stage uses the assignment\'s rubric', async () => {
    const w = await peerRubricWorld('assignment');
    const view = await t.api.get(`/peerReviews/${w.review.id}/submission/`, { auth: w.reviewer.token });
    expect(view.body.rubricCategories.map((category: { id: number }) => category.id)).toEqual([w.own.id]);
    expect(view.body.rubricComments.map((comment: { id: number }) => comment.id)).toEqual([w.ownItem.id]);
    const post = (rubricComment: number) => t.api.post('/comments/', { auth: w.reviewer.token, body: { file: w.file.id, text: 'See here', rubricComment, ...range } });
    const peerItem = await post(w.peerItem.id);
    expect(peerItem.status).toBe(400);
    expect(peerItem.body).toEqual({ rubricComment: [COMMENT_MESSAGES.notPeerRubric] });
    expect((await post(w.ownItem.id)).status).toBe(201);
  });
});
