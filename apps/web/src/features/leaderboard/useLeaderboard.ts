import { useQuery } from '@tanstack/react-query';
import { fetchLeaderboard, leaderboardQueryKey } from '../../api/leaderboard';

/** The assignment's leaderboard, read quietly: the views show nothing when there is none to read. */
export function useLeaderboard(assignmentId: number) {
  return useQuery({
    queryKey: leaderboardQueryKey(assignmentId),
    queryFn: () => fetchLeaderboard(assignmentId, { quiet: true }),
    retry: false,
  });
}
