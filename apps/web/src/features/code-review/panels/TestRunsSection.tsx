import { useEffect, useRef } from 'react';
import { Alert, Button, Flex, Spin, Typography, theme } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { cancelTestRun, runSubmissionTests, testRunQueryKeys } from '../../../api/testRuns';
import { TestRunDetails } from '../../test-runs/TestRunDetails';
import { TestRunHistory } from '../../test-runs/TestRunHistory';
import { isActiveRun } from '../../test-runs/runFormat';
import type { TestNames } from '../../test-runs/runNames';
import { hasActiveRun, useSubmissionTestRuns } from '../../test-runs/useSubmissionTestRuns';
import { ServerErrors } from './ServerErrors';
import { useServerAction } from './useServerAction';

// The panel's calls show their refusal beside the button; a notification on top would say it twice.
const QUIET = { quiet: true };

export interface TestRunsSectionProps {
  submissionId: number;
  names: TestNames;
  showPoints: boolean;
  timeZone: string | undefined;
  /** Staff who may grade the submission: "Re-run tests" and Cancel. */
  canRun: boolean;
  forStudent: boolean;
  /** A run ended while the view was open: the results that count (and the grade) changed on the server. */
  onRunFinished?: () => void;
}

/** The autograder's runs of the submission: the newest in full (polled while it waits or runs), older ones folded. */
export function TestRunsSection({ submissionId, names, showPoints, timeZone, canRun, forStudent, onRunFinished }: TestRunsSectionProps) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const query = useSubmissionTestRuns(submissionId);
  const action = useServerAction();
  const active = hasActiveRun(query.data);
  const wasActive = useRef(active);

  useEffect(() => {
    if (wasActive.current && !active) onRunFinished?.();
    wasActive.current = active;
  }, [active, onRunFinished]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: testRunQueryKeys.submission(submissionId) });
  const rerun = () => action.run(async () => {
    await runSubmissionTests(submissionId, QUIET);
    await refresh();
  });
  const cancel = (runId: number) => action.run(async () => {
    await cancelTestRun(runId, QUIET);
    await refresh();
  });

  if (query.isPending) return <Spin size="small" aria-label="Loading the test runs" />;
  if (query.isError) {
    // No runs to read here (an older server, or a submission the caller only sees part of): nothing to show.
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return null;
    return (
      <Alert
        type="warning"
        showIcon
        title="The test runs could not be loaded."
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }

  const [newest, ...older] = query.data.runs;
  if (!newest && !canRun) return null;
  return (
    <section aria-label="Test runs">
      <Flex vertical gap={token.marginSM}>
        <Flex align="center" justify="space-between" gap={token.marginXS} wrap>
          <Typography.Text strong>{newest ? 'Latest run' : 'No test runs yet.'}</Typography.Text>
          {canRun && (
            <Button size="small" icon={<ReloadOutlined />} loading={action.pending} onClick={() => void rerun()}>
              {newest ? 'Re-run tests' : 'Run tests'}
            </Button>
          )}
        </Flex>
        <ServerErrors messages={action.errors} />
        {newest && (
          <TestRunDetails
            run={newest}
            names={names}
            showPoints={showPoints}
            timeZone={timeZone}
            forStudent={forStudent}
            actions={
              canRun && isActiveRun(newest.state) ? (
                <Button size="small" danger disabled={action.pending} onClick={() => void cancel(newest.id)} aria-label="Cancel this test run">
                  Cancel
                </Button>
              ) : null
            }
          />
        )}
        <TestRunHistory runs={older} names={names} showPoints={showPoints} timeZone={timeZone} forStudent={forStudent} />
      </Flex>
    </section>
  );
}
