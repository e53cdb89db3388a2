import type { TestRun } from '@marginalia/contracts';

// `logs` of GET /submissions/{id}/testResults/ (codePost's field): the newest completed run of the submission as
// its reader may read it (presentRun has already applied who sees what), as one text, in the order the run made
// it: the build log (staff only), the run's own output, what an autograder zip printed, then each result's log
// under its test's name. Empty when no run has completed.

function section(title: string, body: string | null): string | null {
  if (body === null || body.trim() === '') return null;
  return `== ${title} ==\n${body.endsWith('\n') ? body : `${body}\n`}`;
}

export function runLogsText(runs: readonly TestRun[]): string {
  const run = runs.find((candidate) => candidate.state === 'completed');
  if (!run) return '';
  const parts = [
    section('Build', run.buildLog),
    section('Output', run.output),
    section('Autograder output', run.stdout),
    ...run.results.map((result) => section(`${result.categoryName ? `${result.categoryName}: ` : ''}${result.description} (${result.isError ? 'error' : result.passed ? 'passed' : 'failed'})`, result.logs || '(no log)')),
  ];
  return parts.filter((part): part is string => part !== null).join('\n');
}
