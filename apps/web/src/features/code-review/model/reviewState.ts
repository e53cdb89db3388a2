import type { Comment, Submission, SubmissionReview } from '@marginalia/contracts';
import type { CodeRange, ReviewComment } from './types';

// The view's own state around the server's review: comments as the grader edits them (unsaved drafts carry
// negative ids, docs/PRODUCT.md §3), the open file, the selection, and which comment is edited, active or hovered.
// A pure reducer, so every transition is unit-tested without a browser.

export interface ReviewState {
  review: SubmissionReview;
  comments: ReviewComment[];
  /** The next draft id: -1, -2, ... */
  nextDraftId: number;
  fileId: number | null;
  selection: CodeRange | null;
  editingId: number | null;
  activeId: number | null;
  hoveredId: number | null;
}

export interface DraftPrefill {
  text?: string;
  rubricComment?: number | null;
}

export type ReviewAction =
  | { type: 'openFile'; fileId: number }
  | { type: 'select'; range: CodeRange | null }
  | { type: 'startDraft'; fileId: number; range: CodeRange; author: string | null; color: string; prefill?: DraftPrefill }
  | { type: 'edit'; id: number }
  | { type: 'cancelEdit' }
  | { type: 'saved'; previousId: number; comment: Comment }
  | { type: 'deleted'; id: number }
  | { type: 'rated'; id: number; feedback: number }
  | { type: 'hover'; id: number | null }
  | { type: 'activate'; id: number | null }
  | { type: 'submission'; submission: Submission }
  | { type: 'refreshed'; review: SubmissionReview };

export function initialReviewState(review: SubmissionReview, fileId: number | null): ReviewState {
  return {
    review,
    comments: review.comments.map((comment) => ({ ...comment, isSaved: true })),
    nextDraftId: -1,
    fileId,
    selection: null,
    editingId: null,
    activeId: null,
    hoveredId: null,
  };
}

/** Drafts nobody saved disappear when the grader moves on to another one (or cancels). */
function withoutDraft(comments: ReviewComment[], id: number | null): ReviewComment[] {
  if (id === null || id >= 0) return comments;
  return comments.filter((comment) => comment.id !== id);
}

export function reviewReducer(state: ReviewState, action: ReviewAction): ReviewState {
  switch (action.type) {
    case 'openFile':
      return { ...state, fileId: action.fileId, selection: null, activeId: null, hoveredId: null };
    case 'select':
      return { ...state, selection: action.range };
    case 'startDraft': {
      const id = state.nextDraftId;
      const draft: ReviewComment = {
        id,
        file: action.fileId,
        ...action.range,
        text: action.prefill?.text ?? '',
        pointDelta: null,
        rubricComment: action.prefill?.rubricComment ?? null,
        author: action.author,
        color: action.color,
        feedback: 0,
        tags: [],
        isSaved: false,
      };
      return {
        ...state,
        comments: [...withoutDraft(state.comments, state.editingId), draft],
        nextDraftId: id - 1,
        editingId: id,
        activeId: id,
      };
    }
    case 'edit':
      return { ...state, comments: withoutDraft(state.comments, state.editingId === action.id ? null : state.editingId), editingId: action.id, activeId: action.id };
    case 'cancelEdit':
      return {
        ...state,
        comments: withoutDraft(state.comments, state.editingId),
        activeId: state.editingId !== null && state.editingId < 0 ? null : state.activeId,
        editingId: null,
      };
    case 'saved': {
      const saved: ReviewComment = { ...action.comment, isSaved: true };
      const exists = state.comments.some((comment) => comment.id === action.previousId);
      const comments = exists
        ? state.comments.map((comment) => (comment.id === action.previousId ? saved : comment))
        : [...state.comments, saved];
      const wasEditing = state.editingId === action.previousId;
      return {
        ...state,
        comments,
        editingId: wasEditing ? null : state.editingId,
        activeId: state.activeId === action.previousId ? saved.id : state.activeId,
      };
    }
    case 'deleted':
      return {
        ...state,
        comments: state.comments.filter((comment) => comment.id !== action.id),
        editingId: state.editingId === action.id ? null : state.editingId,
        activeId: state.activeId === action.id ? null : state.activeId,
        hoveredId: state.hoveredId === action.id ? null : state.hoveredId,
      };
    case 'rated':
      return { ...state, comments: state.comments.map((c) => (c.id === action.id ? { ...c, feedback: action.feedback } : c)) };
    case 'hover':
      return state.hoveredId === action.id ? state : { ...state, hoveredId: action.id };
    case 'activate':
      return state.activeId === action.id ? state : { ...state, activeId: action.id };
    case 'submission':
      return { ...state, review: { ...state.review, submission: action.submission } };
    case 'refreshed': {
      // The server's comments, plus the drafts the grader is still writing.
      const drafts = state.comments.filter((comment) => !comment.isSaved);
      return { ...state, review: action.review, comments: [...action.review.comments.map((c) => ({ ...c, isSaved: true })), ...drafts] };
    }
  }
}
