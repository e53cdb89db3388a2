import type { QueryClient } from '@tanstack/react-query';
import type { Submission, SubmissionReview } from '@marginalia/contracts';
import { fetchReview, reviewQueryKey } from '../../../api/review';

// The review answers the web app keeps (the query cache, one per submission). Two rules keep them from ever
// standing for the truth: every opening of a submission reads its review again (rereadCachedReview, or the view's own query), and the view takes
// the fresh answer when it arrives (useReviewController). A cached answer (read ahead, or kept from an earlier
// visit) only lets the code show while that read travels.

/** Reads a submission's review into the cache without showing it: the next one of the queue, before Done & next. */
export function readReviewAhead(queryClient: QueryClient, submissionId: number): Promise<void> {
  return queryClient.prefetchQuery({ queryKey: reviewQueryKey(submissionId), queryFn: () => fetchReview(submissionId), retry: false, staleTime: Infinity });
}

/** Whether an answer for this submission is cached: one read ahead for Done & next, or kept from an earlier visit. */
export function hasCachedReview(queryClient: QueryClient, submissionId: number): boolean {
  return queryClient.getQueryState(reviewQueryKey(submissionId))?.data !== undefined;
}

/**
 * An opening of `/code/{id}` that found an answer cached (shown meanwhile) reads the review again; a read already
 * travelling is not asked twice. (An opening with nothing cached reads it through the view's own query.)
 */
export function rereadCachedReview(queryClient: QueryClient, submissionId: number): void {
  const queryKey = reviewQueryKey(submissionId);
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') return;
  void queryClient.refetchQueries({ queryKey, exact: true });
}

/**
 * A claim's answer is the claimed submission as it is now: it replaces the submission of a review read ahead, so
 * that its grade and grader are current from the first paint (the rest follows with openReview's read).
 */
export function applyClaim(queryClient: QueryClient, claimed: Submission): void {
  queryClient.setQueryData<SubmissionReview>(reviewQueryKey(claimed.id), (cached) => cached && { ...cached, submission: claimed });
}
