import type { ReviewerView } from '@marginalia/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { fetchReviewerView, peerReviewKeys, submitPeerReview } from '../../../api/peerReview';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { peerPageTitle, peerReviewAsSubmissionReview, type PeerReviewContext } from '../../../features/code-review/peer/peerReviewModel';
import { SubmissionLoadFailure } from '../../../features/code-review/workspace/SubmissionLoadFailure';
import { ReviewWorkspace } from '../../../features/code-review/workspace/ReviewWorkspace';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useSession } from '../../../session/SessionContext';
import NotFoundPage from '../../errors/NotFoundPage';

// `/peer-review/:reviewId` (docs/PEER-REVIEW.md, "In the web app"): a student reviews a classmate's submission in the
// code view graders use, in reviewer mode. The page names nobody the API does not name.

/** The course's deadlines read in the reader's own zone: the reviewer's answer carries no course. */
function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export default function PeerReviewPage() {
  const { reviewId = '' } = useParams();
  const id = /^\d+$/.test(reviewId) ? Number(reviewId) : NaN;
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: peerReviewKeys.reviewerView(id),
    queryFn: () => (Number.isSafeInteger(id) ? fetchReviewerView(id) : Promise.reject(new ApiError(404, null, `"${reviewId}" is not a review id`))),
    retry: false,
    retryOnMount: false,
    // The view keeps its own state while open; a background read must not reset what the reviewer writes.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  usePageTitle(query.data ? peerPageTitle(query.data) : 'Peer review');
  const view = query.data;
  const review = useMemo(() => (view ? peerReviewAsSubmissionReview(view, readerZone()) : null), [view]);
  const peer = useMemo<PeerReviewContext | null>(
    () =>
      view
        ? {
            view,
            onSubmit: async () => {
              const submitted = await submitPeerReview(id);
              // The server took it: shown at once, so a failed read below cannot offer "Submit review" again.
              queryClient.setQueryData<ReviewerView>(peerReviewKeys.reviewerView(id), (current) => (current ? { ...current, review: submitted } : current));
              // Read again: the review is now read-only, with the comments as they were submitted.
              await queryClient.refetchQueries({ queryKey: peerReviewKeys.reviewerView(id) });
              void queryClient.invalidateQueries({ queryKey: peerReviewKeys.mine });
            },
          }
        : null,
    [view, id, queryClient],
  );

  if (query.isPending) return <FullPageSpinner />;
  // A view once read stays on screen when a later read fails (the one after "Submit review").
  if (!review || !peer) {
    if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
    return <SubmissionLoadFailure submissionId={`peer review ${reviewId}`} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <ReviewWorkspace key={id} review={review} mode="peer" me={user.email} backTo="/student" peer={peer} />;
}
