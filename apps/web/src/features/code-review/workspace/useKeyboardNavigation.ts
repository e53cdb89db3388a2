import { useCallback, useState, type RefObject } from 'react';
import type { CodeRange } from '../model/types';
import type { ReviewController } from '../model/useReviewController';
import type { ShortcutId } from '../shortcuts/shortcutTable';

/**
 * The shortcuts that move through the submission: previous/next comment (across files, in reading order),
 * previous/next file, and "comment": a new comment on the selection, or editing the current comment.
 */
export function useKeyboardNavigation(controller: ReviewController, selectionNow: RefObject<CodeRange | null>, startComment: (range: CodeRange) => void) {
  const [scrollTo, setScrollTo] = useState<{ commentId: number; nonce: number } | null>(null);
  const { state, dispatch, readingOrder, entries } = controller;

  const goToComment = useCallback(
    (step: 1 | -1) => {
      const saved = readingOrder.filter((comment) => comment.isSaved);
      if (saved.length === 0) return;
      const at = saved.findIndex((comment) => comment.id === state.activeId);
      const next = saved[at === -1 ? (step === 1 ? 0 : saved.length - 1) : (at + step + saved.length) % saved.length]!;
      if (next.file !== state.fileId) dispatch({ type: 'openFile', fileId: next.file });
      dispatch({ type: 'activate', id: next.id });
      setScrollTo((previous) => ({ commentId: next.id, nonce: (previous?.nonce ?? 0) + 1 }));
    },
    [readingOrder, state.activeId, state.fileId, dispatch],
  );

  const goToFile = useCallback(
    (step: 1 | -1) => {
      if (entries.length === 0) return;
      const at = entries.findIndex((entry) => entry.current.id === state.fileId || entry.older.some((file) => file.id === state.fileId));
      const next = entries[(at + step + entries.length) % entries.length]!;
      dispatch({ type: 'openFile', fileId: next.current.id });
    },
    [entries, state.fileId, dispatch],
  );

  const handle = useCallback(
    (id: ShortcutId) => {
      if (id === 'previousComment') goToComment(-1);
      else if (id === 'nextComment') goToComment(1);
      else if (id === 'previousFile') goToFile(-1);
      else if (id === 'nextFile') goToFile(1);
      else if (id === 'comment') {
        const selection = selectionNow.current ?? state.selection;
        if (selection && controller.canCommentHere) startComment(selection);
        else if (state.activeId !== null && state.activeId > 0 && controller.canCommentHere) dispatch({ type: 'edit', id: state.activeId });
      }
    },
    [goToComment, goToFile, selectionNow, startComment, state.selection, state.activeId, controller, dispatch],
  );

  return { handle, scrollTo };
}
