import type { AssignmentTestRuns, ResultVisibility } from '@marginalia/contracts';

// Tests an autograder reports (a zip's results.json, results posted through the API) carry their own visibility,
// which decides what students see instead of the test case's "exposed" (docs/AUTOGRADER.md, "What students see").
// The Tests tab labels such a test by the visibility its newest result reported.

/** Each test case's visibility as the newest run that reported it said; tests of the product's own kinds are absent. */
export function reportedVisibility(runs: AssignmentTestRuns | undefined): Map<number, ResultVisibility> {
  const seen = new Map<number, { visibility: ResultVisibility; at: string }>();
  if (!runs) return new Map();
  const all = [...runs.runs, ...(runs.solutionRun ? [runs.solutionRun] : [])];
  for (const run of all) {
    const at = run.finished ?? run.created;
    for (const result of run.results) {
      if (result.visibility === null) continue;
      const known = seen.get(result.testCase);
      if (!known || known.at < at) seen.set(result.testCase, { visibility: result.visibility, at });
    }
  }
  return new Map([...seen].map(([testCase, { visibility }]) => [testCase, visibility]));
}

/** The label of a reported visibility in the list of tests. */
export const REPORTED_VISIBILITY_LABELS: Record<ResultVisibility, string> = {
  visible: 'Visible',
  hidden: 'Hidden',
  after_due_date: 'After due date',
  after_published: 'After published',
};
