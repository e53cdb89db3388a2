import type { Comment, SubmissionReview } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import { initialReviewState, reviewReducer, type ReviewState } from './reviewState';

const range = { startLine: 2, startChar: 1, endLine: 3, endChar: 4 };

function savedComment(id: number): Comment {
  return { id, file: 10, text: 'Nice', ...range, pointDelta: 1, rubricComment: null, author: 'g@x.edu', color: '#123456', feedback: 0, tags: [] };
}

function state(): ReviewState {
  const review = { comments: [savedComment(5)] } as unknown as SubmissionReview;
  return initialReviewState(review, 10);
}

describe('review state', () => {
  it('starts drafts with negative ids, one open draft at a time', () => {
    let s = reviewReducer(state(), { type: 'startDraft', fileId: 10, range, author: 'me@x.edu', color: '#000' });
    expect(s.editingId).toBe(-1);
    expect(s.comments.find((c) => c.id === -1)).toMatchObject({ isSaved: false, text: '', startLine: 2, endChar: 4 });
    s = reviewReducer(s, { type: 'startDraft', fileId: 10, range, author: 'me@x.edu', color: '#000', prefill: { rubricComment: 3 } });
    expect(s.comments.map((c) => c.id)).toEqual([5, -2]);
    expect(s.comments[1]).toMatchObject({ rubricComment: 3 });
  });

  it('drops a cancelled draft but keeps a saved comment whose edit is cancelled', () => {
    let s = reviewReducer(state(), { type: 'startDraft', fileId: 10, range, author: null, color: '#000' });
    s = reviewReducer(s, { type: 'cancelEdit' });
    expect(s.comments.map((c) => c.id)).toEqual([5]);
    s = reviewReducer(s, { type: 'edit', id: 5 });
    s = reviewReducer(s, { type: 'cancelEdit' });
    expect(s.comments.map((c) => c.id)).toEqual([5]);
    expect(s.editingId).toBeNull();
  });

  it('replaces a draft by the saved comment and closes the editor', () => {
    let s = reviewReducer(state(), { type: 'startDraft', fileId: 10, range, author: null, color: '#000' });
    s = reviewReducer(s, { type: 'saved', previousId: -1, comment: savedComment(8) });
    expect(s.comments.map((c) => [c.id, c.isSaved])).toEqual([[5, true], [8, true]]);
    expect(s.editingId).toBeNull();
    expect(s.activeId).toBe(8);
  });

  it('adds a comment saved without a draft (a rubric comment applied to a selection)', () => {
    const s = reviewReducer(state(), { type: 'saved', previousId: 9, comment: savedComment(9) });
    expect(s.comments.map((c) => c.id)).toEqual([5, 9]);
  });

  it('forgets a deleted comment everywhere', () => {
    let s = reviewReducer(state(), { type: 'edit', id: 5 });
    s = reviewReducer(s, { type: 'hover', id: 5 });
    s = reviewReducer(s, { type: 'deleted', id: 5 });
    expect(s).toMatchObject({ comments: [], editingId: null, activeId: null, hoveredId: null });
  });

  it('records a rating', () => {
    const s = reviewReducer(state(), { type: 'rated', id: 5, feedback: -1 });
    expect(s.comments[0]!.feedback).toBe(-1);
  });

  it('takes a refreshed review and keeps the open drafts', () => {
    let s = reviewReducer(state(), { type: 'startDraft', fileId: 10, range, author: null, color: '#000' });
    const review = { comments: [savedComment(5), savedComment(6)] } as unknown as SubmissionReview;
    s = reviewReducer(s, { type: 'refreshed', review });
    expect(s.comments.map((c) => [c.id, c.isSaved])).toEqual([[5, true], [6, true], [-1, false]]);
    expect(s.editingId).toBe(-1);
  });
});
