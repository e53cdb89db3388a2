import { SubmissionTestRuns, TestRun } from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { postNested, readNested, resourcePath } from './resources';
import { checkShape } from './shape';

// The autograder's runs of one submission (docs/AUTOGRADER.md): the runs as the caller may see them (students get
// their exposed tests only), a new run for staff, and cancelling a queued or running run.

export const testRunQueryKeys = {
  submission: (submissionId: number) => ['testRuns', 'submission', submissionId] as const,
};

/** GET /submissions/{id}/testRuns/ — newest first, with the runs the students' uploads may still start. */
export function fetchSubmissionTestRuns(submissionId: number, options?: CallOptions): Promise<SubmissionTestRuns> {
  return readNested('submissions', submissionId, 'testRuns', SubmissionTestRuns, options);
}

/** POST /submissions/{id}/runTests/ — queues a new run (202). */
export async function runSubmissionTests(submissionId: number, options?: CallOptions): Promise<TestRun> {
  const path = resourcePath('submissions', submissionId, 'runTests');
  const response = await sendExpecting('POST', path, 202, { ...options, body: {} });
  return checkShape(TestRun, response.body, `POST ${path}`);
}

/** POST /testRuns/{id}/cancel/ — only a queued or running run can be cancelled. */
export function cancelTestRun(runId: number, options?: CallOptions): Promise<TestRun> {
  return postNested('testRuns', runId, 'cancel', {}, TestRun, options);
}
