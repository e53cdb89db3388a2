import type { QueryClient } from '@tanstack/react-query';
import type { Submission, SubmissionReview } from '@marginalia/contracts';
import { fetchReview, reviewQueryKey } from '../../../api/review';

// The review answers the web app keeps (the query cache, one per submission). Two rules keep them from ever
// standing for the truth: every opening of a submission reads its review again (openReview), and the view takes
// the fresh answer when it arrives (useReviewController). A cached answer (read ahead, or kept from an earlier
// visit) only lets the code show while that read travels.

/** Reads a submission's review into the cache without showing it: the next one of the queue, before Done & next. */
export function readReviewAhead(queryClient: QueryClient, submissionId: number): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: reviewQueryKey(submissionId), queryFn: () => fetchReview(submissionId), retry: false, staleTime: Infinity });
}

/**
 * Opening `/code/{id}`: the review is read now, whether or not an answer is cached (shown meanwhile); a read
 * already travelling (started by this opening) is not asked twice.
 */
export function openReview(queryClient: QueryClient, submissionId: number): void {
  const queryKey = reviewQueryKey(submissionId);
  const state = queryClient.getQueryState(queryKey);
  if (state?.fetchStatus === 'fetching') return;
  if (state?.data !== undefined) {
    void queryClient.refetchQueries({ queryKey, exact: true });
    return;
  }
  void queryClient.prefetchQuery({ queryKey, queryFn: () => fetchReview(submissionId), retry: false, staleTime: Infinity });
}

/**
 * A claim's answer is the claimed submission as it is now: it replaces the submission of a review read ahead, so
 * that its grade and grader are current from the first paint (the rest follows with openReview's read).
 */
export function applyClaim(queryClient: QueryClient, claimed: Submission): void {
  queryClient.setQueryData<SubmissionReview>(reviewQueryKey(claimed.id), (cached) => cached && { ...cached, submission: claimed });
}
