import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPeerReviewGrading, peerReviewGradingKey, setPeerReviewGrade } from '../../../api/peerReviewGrading';

/** The reviews as staff grade them, and the grade of one review (the comparison is read again after it). */
export function usePeerReviewGrading(assignmentId: number) {
  const client = useQueryClient();
  const grading = useQuery({ queryKey: peerReviewGradingKey(assignmentId), queryFn: () => fetchPeerReviewGrading(assignmentId) });
  const setGrade = useMutation({
    mutationFn: ({ reviewId, grade }: { reviewId: number; grade: number | null }) => setPeerReviewGrade(reviewId, grade),
    onSuccess: () => client.invalidateQueries({ queryKey: peerReviewGradingKey(assignmentId) }),
  });
  return { grading, setGrade };
}
