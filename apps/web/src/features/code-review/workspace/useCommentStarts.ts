import { useCallback, useEffect, useRef, type MutableRefObject, type ReactElement } from 'react';
import type { CodeRange } from '../model/types';
import type { ReviewController } from '../model/useReviewController';
import { useLazyMessage } from '../lazy/useLazyMessage';

export interface CommentStarts {
  /** Whether the open comment editor holds unsaved text; the editor keeps it up to date. */
  editorDirtyRef: MutableRefObject<boolean>;
  /** The selection as the editor last reported it, read by Alt+E even before React has drawn the new state. */
  selectionNowRef: MutableRefObject<CodeRange | null>;
  onSelectionChange(range: CodeRange | null): void;
  onSelectionDone(range: CodeRange): void;
  /** The newest onSelectionDone, for handlers made before it (Alt+E starts a comment as a finished selection does). */
  onSelectionDoneRef: MutableRefObject<(range: CodeRange) => void>;
  onApplyRubric(rubricCommentId: number): void;
  messageHolder: ReactElement | null;
}

/**
 * How a comment starts: from a finished selection or a rubric comment. A new selection does not throw away a
 * comment being written: the grader saves or cancels it first. The handlers are stable, so the code view and its
 * margin skip work when nothing they draw has changed.
 */
export function useCommentStarts(controller: ReviewController): CommentStarts {
  const { dispatch, startDraft, applyRubricComment } = controller;
  const editorDirtyRef = useRef(false);
  const selectionNowRef = useRef<CodeRange | null>(null);
  const onSelectionDoneRef = useRef<(range: CodeRange) => void>(() => {});
  const [messages, messageHolder] = useLazyMessage();

  const onSelectionChange = useCallback(
    (range: CodeRange | null) => {
      selectionNowRef.current = range;
      dispatch({ type: 'select', range });
    },
    [dispatch],
  );
  const onSelectionDone = useCallback(
    (range: CodeRange) => {
      if (editorDirtyRef.current) void messages.info('Save or cancel the comment you are writing first.');
      else startDraft(range);
    },
    [startDraft, messages],
  );
  useEffect(() => {
    onSelectionDoneRef.current = onSelectionDone;
  }, [onSelectionDone]);
  const onApplyRubric = useCallback(
    (rubricCommentId: number) => {
      if (editorDirtyRef.current) void messages.info('Choose the rubric comment in the open comment, or save it first.');
      else void applyRubricComment(rubricCommentId);
    },
    [applyRubricComment, messages],
  );
  return { editorDirtyRef, selectionNowRef, onSelectionChange, onSelectionDone, onSelectionDoneRef, onApplyRubric, messageHolder };
}
