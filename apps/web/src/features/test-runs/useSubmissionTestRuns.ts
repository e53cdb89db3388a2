import { useQuery } from '@tanstack/react-query';
import type { SubmissionTestRuns } from '@marginalia/contracts';
import { fetchSubmissionTestRuns, testRunQueryKeys } from '../../api/testRuns';
import { isActiveRun } from './runFormat';

/** Runs progress in the background; the views ask again this often while one is queued or running. */
export const TEST_RUN_POLL_MS = 2_000;

export function hasActiveRun(data: SubmissionTestRuns | undefined): boolean {
  return data?.runs.some((run) => isActiveRun(run.state)) ?? false;
}

/** A submission's runs, polled while any is queued or running; quiet, since the views show their own failure. */
export function useSubmissionTestRuns(submissionId: number | null, enabled = true) {
  return useQuery({
    queryKey: testRunQueryKeys.submission(submissionId ?? 0),
    queryFn: () => fetchSubmissionTestRuns(submissionId!, { quiet: true }),
    enabled: enabled && submissionId !== null,
    refetchInterval: (query) => (hasActiveRun(query.state.data) ? TEST_RUN_POLL_MS : false),
    retry: false,
  });
}
