import { Flex, Typography, theme } from 'antd';
import { LeaderboardTable } from '../../../features/leaderboard/LeaderboardTable';
import { PseudonymForm } from '../../../features/leaderboard/PseudonymForm';
import { useLeaderboard } from '../../../features/leaderboard/useLeaderboard';
import { AssignmentSection } from './AssignmentSection';

// The assignment's leaderboard, when its autograder reports values for one: the ranked table with the student's
// own row marked, and the pseudonym they appear under. Nothing at all for an assignment without one.

export function LeaderboardSection({ assignmentId }: { assignmentId: number }) {
  const { token } = theme.useToken();
  const query = useLeaderboard(assignmentId);
  // No leaderboard to read (none on this server, or not for this reader) or no columns yet: nothing to show.
  if (!query.isSuccess || query.data.columns.length === 0) return null;
  const leaderboard = query.data;
  return (
    <AssignmentSection title="Leaderboard">
      <Flex vertical gap={token.marginSM}>
        <Typography.Text type="secondary">
          Each submission’s newest results, ranked by {leaderboard.columns[0]!.name}. Others see you only under the name you choose here.
        </Typography.Text>
        <LeaderboardTable leaderboard={leaderboard} />
        <PseudonymForm assignmentId={assignmentId} current={leaderboard.myName} />
      </Flex>
    </AssignmentSection>
  );
}
