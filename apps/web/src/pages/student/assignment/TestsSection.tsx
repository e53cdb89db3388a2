import type { ReactNode } from 'react';
import { Alert, Flex, Typography, theme } from 'antd';
import { ApiError } from '../../../api/errors';
import { TestRunDetails } from '../../../features/test-runs/TestRunDetails';
import { TestRunHistory } from '../../../features/test-runs/TestRunHistory';
import { NO_NAMES } from '../../../features/test-runs/runNames';
import { useSubmissionTestRuns } from '../../../features/test-runs/useSubmissionTestRuns';
import { AssignmentSection } from './AssignmentSection';

// What the autograder made of the student's uploads: the newest run (queued with its place, running, then the
// results of the tests the course exposes, with their names, explanations and points), polled until it ends, and
// how many runs the uploads may still start. The API decides what a student may see (docs/AUTOGRADER.md).

export const NO_RUNS_LEFT = 'No test runs left; uploads are still accepted.';

function RunsLeft({ runsLeft }: { runsLeft: number | null }) {
  if (runsLeft === null) return null;
  if (runsLeft === 0) return <Alert type="info" showIcon title={NO_RUNS_LEFT} />;
  return <Typography.Text aria-label="Test runs left">Runs left: {runsLeft}</Typography.Text>;
}

/** The Tests section of the assignment page; nothing while the submission has no runs and no run limit. */
export function TestsSection({ submissionId, timeZone }: { submissionId: number; timeZone: string }) {
  const { token } = theme.useToken();
  const query = useSubmissionTestRuns(submissionId);
  const titled = (children: ReactNode) => <AssignmentSection title="Tests">{children}</AssignmentSection>;
  // Most submissions of an assignment without tests have no runs: the section appears only once there is something to say.
  if (query.isPending) return null;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return null;
    return titled(<Alert type="warning" showIcon title="Your test results could not be loaded. Reload the page to try again." />);
  }
  const { runs, runsLeft } = query.data;
  if (runs.length === 0 && runsLeft === null) return null;
  const [newest, ...older] = runs;
  return titled(
    <Flex vertical gap={token.marginSM}>
      <RunsLeft runsLeft={runsLeft} />
      {newest ? (
        <TestRunDetails run={newest} names={NO_NAMES} showPoints timeZone={timeZone} forStudent />
      ) : (
        <Typography.Text type="secondary">Your uploads have not been tested yet.</Typography.Text>
      )}
      <TestRunHistory runs={older} names={NO_NAMES} showPoints timeZone={timeZone} forStudent />
    </Flex>,
  );
}
