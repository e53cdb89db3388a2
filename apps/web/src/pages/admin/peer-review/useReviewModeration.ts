import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeerCommentVisibility, PeerReviewDetail } from '@marginalia/contracts';
import { peerReviewKeys } from '../../../api/peerReview';
import { approvePeerReview, fetchPeerReviewDetail, peerReviewDetailKey, setPeerCommentVisibility } from '../../../api/peerReviewReceiving';

/** One review as staff read it, with its approval and the hiding of its comments; the allocation is read again after. */
export function useReviewModeration(assignmentId: number, reviewId: number) {
  const client = useQueryClient();
  const key = peerReviewDetailKey(reviewId);
  const detail = useQuery({ queryKey: key, queryFn: () => fetchPeerReviewDetail(reviewId) });
  const approve = useMutation({
    mutationFn: () => approvePeerReview(reviewId),
    onSuccess: async (updated) => {
      client.setQueryData(key, updated);
      await client.invalidateQueries({ queryKey: peerReviewKeys.allocation(assignmentId) });
    },
  });
  const visibility = useMutation({
    mutationFn: ({ commentId, change }: { commentId: number; change: PeerCommentVisibility }) => setPeerCommentVisibility(reviewId, commentId, change),
    onSuccess: (comment) =>
      client.setQueryData<PeerReviewDetail>(key, (current) =>
        current ? { ...current, comments: current.comments.map((entry) => (entry.id === comment.id ? comment : entry)) } : current,
      ),
  });
  return { detail, approve, visibility };
}
