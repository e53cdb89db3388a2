import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AssignmentTestRuns } from '@marginalia/contracts';
import { autograderQueryKeys, cancelTestRun, cancelTestRunBatch, fetchAssignmentTestRuns, runAssignmentTests } from '../../../../../api/autograderSetup';
import { submissionQueryKeys } from '../../../../../api/submissions';
import { isPending } from './runFormat';

/** How often the runs are read again while one is queued or running (none is pushed to the browser). */
export const RUNS_POLL_MS = 2000;

/** Whether anything of the answer has yet to end: the batch, the solution run or a submission's run. */
export function anythingPending(runs: AssignmentTestRuns | undefined): boolean {
  if (!runs) return false;
  if (runs.batch?.state === 'running') return true;
  if (runs.solutionRun && isPending(runs.solutionRun.state)) return true;
  return runs.runs.some((run) => isPending(run.state));
}

/** The assignment's runs, read again every two seconds while any is still going, and the actions that start or stop them. */
export function useAssignmentRuns(assignmentId: number) {
  const queryClient = useQueryClient();
  const key = autograderQueryKeys.runs(assignmentId);
  const runs = useQuery({
    queryKey: key,
    queryFn: () => fetchAssignmentTestRuns(assignmentId),
    staleTime: 0,
    refetchInterval: (query) => (anythingPending(query.state.data) ? RUNS_POLL_MS : false),
  });
  const changed = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: submissionQueryKeys.overview(assignmentId) })]);
  const start = useMutation({ mutationFn: (target: 'submissions' | 'solution') => runAssignmentTests(assignmentId, target), onSuccess: changed });
  const cancelBatch = useMutation({ mutationFn: (batchId: number) => cancelTestRunBatch(batchId), onSuccess: changed });
  const cancelRun = useMutation({ mutationFn: (runId: number) => cancelTestRun(runId), onSuccess: changed });
  return { runs, start, cancelBatch, cancelRun };
}

export type AssignmentRunsState = ReturnType<typeof useAssignmentRuns>;
