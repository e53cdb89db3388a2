import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { claimNextSubmission } from '../../../api/grading';
import { serverMessages } from '../../../api/serverMessages';
import { graderPath } from '../../../routing/graderPaths';
import { QUEUE_EMPTY_MESSAGE, type ClaimFeedback, type QueueReturnState } from '../../grading-queue/useClaimNext';
import type { ReviewController } from '../model/useReviewController';

/**
 * "Done & next": finalizes the open submission, then claims the next one from the assignment's queue and opens
 * it, as the grader console's "Grade next submission" does. A refused finalize (too few comments, ...) has
 * shown the server's message and keeps the grader here; an empty queue or a refused claim goes back to the
 * console's queue, which says why.
 */
export function useDoneAndNext(controller: ReviewController): () => Promise<void> {
  const navigate = useNavigate();
  const { course, assignment } = controller.review;
  return useCallback(async () => {
    await controller.finalize();
    const backToQueue = (claimFeedback: ClaimFeedback) =>
      navigate(graderPath(course, assignment, 'queue'), { state: { claimFeedback } satisfies QueueReturnState });
    try {
      const next = await claimNextSubmission(assignment.id);
      if (next) await navigate(`/code/${next.id}`);
      else await backToQueue({ type: 'info', text: QUEUE_EMPTY_MESSAGE });
    } catch (error) {
      await backToQueue({ type: 'error', text: serverMessages(error).join(' ') });
    }
  }, [controller, navigate, course, assignment]);
}
