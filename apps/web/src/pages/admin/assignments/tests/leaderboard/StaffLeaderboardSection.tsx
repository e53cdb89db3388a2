import { LeaderboardTable } from '../../../../../features/leaderboard/LeaderboardTable';
import { useLeaderboard } from '../../../../../features/leaderboard/useLeaderboard';
import { TabSection } from '../TabSection';

/**
 * The assignment's leaderboard as students see it (pseudonyms only), once its autograder reports values for one.
 * Staff read it here; students on their assignment page.
 */
export function StaffLeaderboardSection({ assignmentId }: { assignmentId: number }) {
  const query = useLeaderboard(assignmentId);
  if (!query.isSuccess || query.data.columns.length === 0) return null;
  return (
    <TabSection title="Leaderboard" intro="What students see: each submission's newest values under the names students chose.">
      <LeaderboardTable leaderboard={query.data} />
    </TabSection>
  );
}
