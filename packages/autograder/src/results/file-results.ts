// The results a `file` test's script reports (docs/AUTOGRADER.md, "file"): the native array in
// `results.json` in the run's folder, or, when there is none, one `TestOutput: {json}` line per test on stdout.
//   [{ "name": "parses empty input", "passed": true, "logs": "...", "score": 0.5, "category": "Parsing" }]
// `id` (a test case of the file test's own category) may stand in for `name`.
import { MAX_REPORTED_TESTS, NativeResult, NativeResults, resultsProblem, type NativeResult as ReportedResult } from '@marginalia/contracts';

export type { ReportedResult };

export const RESULTS_FILE = 'results.json';
/** The largest results file read. */
export const MAX_RESULTS_FILE_BYTES = 8 * 1024 * 1024;
const TEST_OUTPUT_PREFIX = 'TestOutput:';

export type ParsedResults = { ok: true; results: ReportedResult[] } | { ok: false; message: string };

/** The native results file's text. */
export function parseResultsFile(text: string): ParsedResults {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${RESULTS_FILE} is not valid JSON: ${(error as Error).message}` };
  }
  const parsed = NativeResults.safeParse(data);
  if (!parsed.success) return { ok: false, message: `${RESULTS_FILE} is not a list of results: ${resultsProblem(parsed.error)}` };
  return { ok: true, results: parsed.data };
}

/** `TestOutput: {json}` lines of a script's stdout; null when it printed none. */
export function parseTestOutputLines(stdout: string): ParsedResults | null {
  const results: ReportedResult[] = [];
  let seen = 0;
  for (const rawLine of stdout.split('\n')) {
    const line = rawLine.trim();
    if (!line.startsWith(TEST_OUTPUT_PREFIX)) continue;
    seen += 1;
    let data: unknown;
    try {
      data = JSON.parse(line.slice(TEST_OUTPUT_PREFIX.length));
    } catch (error) {
      return { ok: false, message: `TestOutput line ${seen} is not valid JSON: ${(error as Error).message}` };
    }
    const parsed = NativeResult.safeParse(data);
    if (!parsed.success) return { ok: false, message: `TestOutput line ${seen} is not a result: ${resultsProblem(parsed.error)}` };
    results.push(parsed.data);
  }
  if (seen === 0) return null;
  if (results.length > MAX_REPORTED_TESTS) return { ok: false, message: `A run may report at most ${MAX_REPORTED_TESTS} results.` };
  return { ok: true, results };
}
