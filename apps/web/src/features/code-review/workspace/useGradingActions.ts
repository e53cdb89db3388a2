import { REVISION_TEXTS } from '@marginalia/contracts';
import { useCallback, useState, type ReactElement } from 'react';
import type { ReviewController, ReviewMode } from '../model/useReviewController';
import { useDoneAndNext } from './useDoneAndNext';
import { useLazyConfirm } from './useLazyConfirm';

export type GradingAction = 'claim' | 'finalize' | 'unfinalize';

export interface GradingActions {
  busy: boolean;
  grading(action: GradingAction): void;
  /** Finalize and open the next submission of the queue; undefined when the caller cannot finalize this one. */
  doneAndNext: (() => void) | undefined;
  /** The confirmation dialogs' holder, drawn once in the page. */
  modalHolder: ReactElement | null;
}

/** Claim, Done, Unfinalize and Done & next, one at a time (busy), with the confirmation reopening published work needs. */
export function useGradingActions(controller: ReviewController, mode: ReviewMode): GradingActions {
  const [busy, setBusy] = useState(false);
  const [confirm, modalHolder] = useLazyConfirm();
  const { review } = controller;
  const feedbackPublished = review.assignment.isReleased && review.assignment.isVisible;
  const grading = useCallback(
    (action: GradingAction) => {
      const run = () => {
        setBusy(true);
        return controller[action]()
          .catch(() => undefined) // The failed call has already shown its error notification.
          .finally(() => setBusy(false));
      };
      // Students already read published feedback: reopening it is a decision, taken knowing what they will see.
      if (action === 'unfinalize' && feedbackPublished) {
        confirm({
          title: REVISION_TEXTS.unfinalizeTitle,
          content: REVISION_TEXTS.unfinalizeContent,
          okText: REVISION_TEXTS.unfinalizeConfirm,
          onOk: run,
        });
        return;
      }
      void run();
    },
    [controller, feedbackPublished, confirm],
  );

  const canDoneAndNext = mode === 'live' && review.permissions.canFinalize && !review.submission.isFinalized;
  const finishAndClaimNext = useDoneAndNext(controller, canDoneAndNext);
  const doneAndNext = useCallback(() => {
    if (busy) return;
    setBusy(true);
    finishAndClaimNext()
      .catch(() => undefined) // A refused finalize has already shown the server's message.
      .finally(() => setBusy(false));
  }, [busy, finishAndClaimNext]);

  return { busy, grading, doneAndNext: canDoneAndNext ? doneAndNext : undefined, modalHolder };
}
