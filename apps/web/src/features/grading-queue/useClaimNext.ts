import { useCallback, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { claimNextSubmission } from '../../api/grading';
import { gradingQueryKeys } from '../../api/gradingQueryKeys';
import { serverMessages } from '../../api/serverMessages';
import { QUEUE_EMPTY_MESSAGE, type ClaimFeedback, type QueueReturnState } from './claimFeedback';

function feedbackFrom(state: unknown): ClaimFeedback | null {
  const feedback = (state as Partial<QueueReturnState> | null)?.claimFeedback;
  return feedback && typeof feedback.text === 'string' ? feedback : null;
}

/**
 * Claims the next submission of the queue and opens it in the code view. When nothing is left, or the
 * server refuses (queue turned off meanwhile, course archived), says so instead of leaving.
 */
export function useClaimNext(assignmentId: number) {
  const navigate = useNavigate();
  const arrival = useLocation().state;
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState<ClaimFeedback | null>(() => feedbackFrom(arrival));
  const mutation = useMutation({
    mutationFn: () => claimNextSubmission(assignmentId),
    onMutate: () => setFeedback(null),
    onSuccess: (submission) => {
      if (submission) void navigate(`/code/${submission.id}`);
      else setFeedback({ type: 'info', text: QUEUE_EMPTY_MESSAGE });
    },
    onError: (error) => setFeedback({ type: 'error', text: serverMessages(error).join(' ') }),
    // Whatever happened, the queue changed under us or because of us.
    onSettled: () => queryClient.invalidateQueries({ queryKey: gradingQueryKeys.assignmentState(assignmentId) }),
  });
  const { mutate, isPending } = mutation;
  const claim = useCallback(() => {
    if (!isPending) mutate();
  }, [isPending, mutate]);
  return { claim, isPending, feedback, clearFeedback: () => setFeedback(null) };
}
