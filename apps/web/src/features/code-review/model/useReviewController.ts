import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { Comment, SubmissionReview } from '@marginalia/contracts';
import { createComment, deleteComment, fetchDemoReview, fetchReview, patchSubmission, rateComment, updateComment } from '../../../api/review';
import { currentFileIds, groupFiles, initialFileId } from './files';
import { gradeBreakdown } from './gradeBreakdown';
import { orderComments } from './ordering';
import { initialReviewState, reviewReducer } from './reviewState';
import { commentsInReadingOrder, rangeOf, rubricChoices } from './reviewSelectors';
import type { CodeRange, CommentDraft, ReviewComment } from './types';

// The submission view's behaviour in one place: the state, what the grader's and student's actions do, and
// where they go — the API for a real submission, nowhere for the demo (a visitor may try everything, nothing
// is stored). A peer reviewer (`peer`, peer/peerReviewModel.ts) writes their comments through the API and does
// nothing else: no grading, no ratings.

export type ReviewMode = 'live' | 'demo' | 'peer';

const DEMO_ID_BASE = 1_000_000_000;

export function useReviewController(review: SubmissionReview, mode: ReviewMode, me: string | null, rememberedFileId: number | null) {
  const entries = useMemo(() => groupFiles(review.files), [review.files]);
  const [state, dispatch] = useReducer(reviewReducer, undefined, () => initialReviewState(review, initialFileId(entries, rememberedFileId)));
  const demoIds = useRef(DEMO_ID_BASE);
  // A newer answer for the same submission (the page showed a cached one while it was read again, reviewCache.ts)
  // replaces the one the view started from; drafts being written stay.
  const shownAnswer = useRef(review);
  useEffect(() => {
    if (shownAnswer.current === review) return;
    shownAnswer.current = review;
    dispatch({ type: 'refreshed', review });
  }, [review]);
  const current = state.review;
  const currentIds = useMemo(() => currentFileIds(entries), [entries]);
  const choices = useMemo(() => rubricChoices(current), [current]);
  const file = current.files.find((candidate) => candidate.id === state.fileId) ?? null;
  const isOlderVersion = file !== null && !currentIds.has(file.id);
  const canCommentHere = current.permissions.canComment && file !== null && !isOlderVersion;

  const fileComments = useMemo(
    () => orderComments(state.comments.filter((comment) => comment.file === state.fileId)),
    [state.comments, state.fileId],
  );
  const breakdown = useMemo(
    () =>
      gradeBreakdown({
        points: current.assignment.points,
        additiveGrading: current.assignment.additiveGrading,
        categories: current.rubricCategories,
        rubricComments: current.rubricComments,
        comments: state.comments.filter((comment) => comment.isSaved && currentIds.has(comment.file)),
        testCases: current.testCases,
        submissionTests: current.submissionTests,
        testScore: current.testScore,
        peerPart: current.peerPart,
      }),
    [current, state.comments, currentIds],
  );
  const readingOrder = useMemo(() => commentsInReadingOrder(entries, state.comments), [entries, state.comments]);
  const draftColor = useMemo(
    () => state.comments.find((comment) => comment.isSaved && comment.author !== null && comment.author === me)?.color ?? '#15803d',
    [state.comments, me],
  );

  const storeComment = useCallback(
    async (comment: Pick<ReviewComment, 'id' | 'file'> & CodeRange, draft: CommentDraft): Promise<Comment> => {
      const body = { ...draft, pointDelta: draft.rubricComment === null ? draft.pointDelta : null };
      if (mode === 'demo') {
        const id = comment.id > 0 ? comment.id : ++demoIds.current;
        return { id, file: comment.file, ...rangeOf(comment), ...body, author: me, color: draftColor, feedback: 0 };
      }
      if (comment.id < 0) return createComment({ file: comment.file, ...rangeOf(comment), ...body });
      return updateComment(comment.id, body);
    },
    [mode, me, draftColor],
  );

  const saveComment = useCallback(
    async (comment: ReviewComment, draft: CommentDraft) => {
      const saved = await storeComment(comment, draft);
      dispatch({ type: 'saved', previousId: comment.id, comment: saved });
    },
    [storeComment],
  );

  const removeComment = useCallback(
    async (comment: ReviewComment) => {
      if (comment.isSaved && mode !== 'demo') await deleteComment(comment.id);
      dispatch({ type: 'deleted', id: comment.id });
    },
    [mode],
  );

  const rate = useCallback(
    async (comment: ReviewComment, feedback: -1 | 0 | 1) => {
      if (mode === 'live') await rateComment(comment.id, feedback);
      dispatch({ type: 'rated', id: comment.id, feedback });
    },
    [mode],
  );

  const startDraft = useCallback(
    (range: CodeRange, prefill?: { text?: string; rubricComment?: number | null }) => {
      if (!canCommentHere || state.fileId === null) return;
      dispatch({ type: 'startDraft', fileId: state.fileId, range, author: me, color: draftColor, prefill });
    },
    [canCommentHere, state.fileId, me, draftColor],
  );

  /** A rubric comment applied to the selection (or to the open draft's range): stored at once, unless its text is a template to fill in. */
  const applyRubricComment = useCallback(
    async (rubricCommentId: number) => {
      const rubricComment = current.rubricComments.find((candidate) => candidate.id === rubricCommentId);
      const draft = state.comments.find((comment) => comment.id === state.editingId && !comment.isSaved);
      const range = draft ? rangeOf(draft) : state.selection;
      if (!rubricComment || !range || !canCommentHere || state.fileId === null) return;
      if (rubricComment.templateTextOn) {
        dispatch({ type: 'startDraft', fileId: draft?.file ?? state.fileId, range, author: me, color: draftColor, prefill: { text: rubricComment.text, rubricComment: rubricComment.id } });
        return;
      }
      // Without a draft the comment is new all the same: any negative id means "create".
      const target = { id: draft?.id ?? -1, file: draft?.file ?? state.fileId, ...range };
      const saved = await storeComment(target, { text: draft?.text ?? '', pointDelta: null, rubricComment: rubricComment.id, tags: draft?.tags ?? [] });
      dispatch({ type: 'saved', previousId: draft?.id ?? saved.id, comment: saved });
      dispatch({ type: 'select', range: null });
    },
    [current.rubricComments, state.comments, state.editingId, state.selection, state.fileId, canCommentHere, storeComment, me, draftColor],
  );

  const refresh = useCallback(async () => {
    // A reviewer's read is the page's to read again (after "Submit review"); nothing in reviewer mode asks here.
    if (mode === 'peer') return;
    const fresh = mode === 'demo' ? await fetchDemoReview() : await fetchReview(current.submission.id);
    dispatch({ type: 'refreshed', review: fresh });
  }, [mode, current.submission.id]);

  /**
   * Claim, Done and Unfinalize change what the caller may do next: the review is read again afterwards, unless
   * the view is about to be left (Done & next), when nobody would see it.
   */
  const grading = useCallback(
    async (change: { grader?: string; isFinalized?: boolean }, readAgain = true) => {
      if (mode !== 'live') return;
      const submission = await patchSubmission(current.submission.id, change);
      dispatch({ type: 'submission', submission });
      if (readAgain) await refresh();
    },
    [mode, current.submission.id, refresh],
  );

  return {
    state,
    dispatch,
    review: current,
    entries,
    file,
    isOlderVersion,
    canCommentHere,
    fileComments,
    breakdown,
    choices,
    readingOrder,
    saveComment,
    removeComment,
    rate,
    startDraft,
    applyRubricComment,
    refresh,
    claim: () => (me ? grading({ grader: me }) : Promise.resolve()),
    finalize: () => grading({ isFinalized: true }),
    /** Done, on the way to the next submission: the finalized review is not read again. */
    finalizeAndLeave: () => grading({ isFinalized: true }, false),
    unfinalize: () => grading({ isFinalized: false }),
  };
}

export type ReviewController = ReturnType<typeof useReviewController>;
