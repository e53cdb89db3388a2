import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PeerReviewSettingsUpdate, PeerReviewStage } from '@marginalia/contracts';
import {
  fetchPeerReviewAllocation,
  fetchPeerReviewStage,
  movePeerReviewStage,
  peerReviewKeys,
  updatePeerReviewSettings,
} from '../../../api/peerReview';
import { peerReviewGradingKey } from '../../../api/peerReviewGrading';

/** One assignment's peer-review stage, with its save, open and close; each answer is the stage as it now stands. */
export function usePeerReviewStage(assignmentId: number) {
  const client = useQueryClient();
  const stage = useQuery({ queryKey: peerReviewKeys.stage(assignmentId), queryFn: () => fetchPeerReviewStage(assignmentId) });
  const settle = (updated: PeerReviewStage) => client.setQueryData(peerReviewKeys.stage(assignmentId), updated);
  const save = useMutation({
    mutationFn: (changes: PeerReviewSettingsUpdate) => updatePeerReviewSettings(assignmentId, changes),
    onSuccess: settle,
  });
  // Opening allocates the reviews and closing marks the missing ones: the allocation is read again after either.
  const move = useMutation({
    mutationFn: (to: 'open' | 'close') => movePeerReviewStage(assignmentId, to),
    onSuccess: async (updated) => {
      settle(updated);
      await client.invalidateQueries({ queryKey: peerReviewKeys.allocation(assignmentId) });
      await client.invalidateQueries({ queryKey: peerReviewGradingKey(assignmentId) });
    },
  });
  return { stage, save, move };
}

export function usePeerReviewAllocation(assignmentId: number) {
  return useQuery({ queryKey: peerReviewKeys.allocation(assignmentId), queryFn: () => fetchPeerReviewAllocation(assignmentId) });
}
