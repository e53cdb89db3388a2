import { useEffect, useRef } from 'react';
import { theme } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TEST_RUN_MESSAGES, type TestCase } from '@marginalia/contracts';
import { fetchSubmissionOverview, submissionQueryKeys } from '../../../../../api/submissions';
import { testSuiteQueryKey } from '../../../../../api/testSuite';
import { plural } from '../../../../../format/plural';
import { LoadFailed, LoadingState } from '../../../shell/ConsoleStates';
import { TabSection } from '../TabSection';
import { RunAllControls } from './RunAllControls';
import { runRows, SubmissionRunsTable } from './SubmissionRunsTable';
import { SolutionRun } from './SolutionRun';
import { anythingPending, useAssignmentRuns } from './useAssignmentRuns';

interface RunsSectionProps {
  assignmentId: number;
  /** Undefined while they load. */
  tests: TestCase[] | undefined;
  hasSolution: boolean;
  /** An autograder zip runs instead of the tests, so runs need no tests of their own (as the server counts it); undefined while loading. */
  hasAutograderZip: boolean | undefined;
  readOnly: boolean;
}

/** Runs: against the reference solution, of every submission with progress, and each submission's newest run. */
export function RunsSection({ assignmentId, tests, hasSolution, hasAutograderZip, readOnly }: RunsSectionProps) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const { runs, start, cancelBatch, cancelRun } = useAssignmentRuns(assignmentId);
  const overview = useQuery({ queryKey: submissionQueryKeys.overview(assignmentId), queryFn: () => fetchSubmissionOverview(assignmentId) });
  const pending = anythingPending(runs.data);
  const wasPending = useRef(pending);

  // Unit and results-file runs create tests; when the runs settle, the list of tests is read again.
  useEffect(() => {
    if (wasPending.current && !pending) void queryClient.invalidateQueries({ queryKey: testSuiteQueryKey(assignmentId) });
    wasPending.current = pending;
  }, [pending, assignmentId, queryClient]);

  if (runs.isPending) return <LoadingState label="Loading the test runs" />;
  if (runs.isError) return <LoadFailed what="the test runs" onRetry={() => void runs.refetch()} />;

  const archived = readOnly ? 'The course is archived.' : null;
  // Nothing is said of missing tests until the tests and the zip are known.
  const noTests = tests !== undefined && hasAutograderZip !== undefined && tests.length === 0 && !hasAutograderZip ? TEST_RUN_MESSAGES.noTests : null;
  const noSolution = hasSolution ? null : 'Upload solution files under Helper files first.';
  const testsById = new Map((tests ?? []).map((test) => [test.id, test]));
  const submissionCount = overview.data?.rows.length ?? 0;
  const rows = runRows(runs.data.runs, overview.data?.rows ?? []);

  return (
    <TabSection
      title="Runs"
      intro={`Check the tests against your solution first, then run them on every submission.${pending ? ' Updating every few seconds while runs are going.' : ''}`}
    >
      <SolutionRun
        run={runs.data.solutionRun}
        testsById={testsById}
        blockedBy={archived ?? noTests ?? noSolution}
        start={() => start.mutate('solution')}
        starting={start.isPending && start.variables === 'solution'}
        cancel={(runId) => cancelRun.mutate(runId)}
        cancelling={cancelRun.isPending}
      />
      <RunAllControls
        batch={runs.data.batch}
        submissionCount={submissionCount}
        blockedBy={archived ?? noTests}
        start={() => start.mutateAsync('submissions')}
        starting={start.isPending && start.variables === 'submissions'}
        cancel={(batchId) => cancelBatch.mutateAsync(batchId)}
        cancelling={cancelBatch.isPending}
      />
      <h5 style={{ margin: `${token.marginSM}px 0 ${token.marginXS}px`, fontSize: token.fontSize, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
        Newest run of each submission ({plural(rows.length, 'submission')})
      </h5>
      {overview.isError && <LoadFailed what="the students' names" onRetry={() => void overview.refetch()} />}
      <SubmissionRunsTable rows={rows} />
    </TabSection>
  );
}
