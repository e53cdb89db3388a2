// A short line diff for a failed comparison's log: where the outputs first part, and a few lines around it.
const CONTEXT_LINES = 2;
const SHOWN_DIFFERENCES = 5;
const LINE_CHARS = 200;

function shown(line: string | undefined): string {
  if (line === undefined) return '(no line)';
  const quoted = JSON.stringify(line);
  return quoted.length > LINE_CHARS ? `${quoted.slice(0, LINE_CHARS)}…` : quoted;
}

/** Lines that differ (by position), the first few with their number; empty when the texts are equal. */
export function shortDiff(expected: string, actual: string): string {
  const want = expected.split('\n');
  const got = actual.split('\n');
  const total = Math.max(want.length, got.length);
  const out: string[] = [];
  let differences = 0;
  for (let index = 0; index < total; index += 1) {
    if (want[index] === got[index]) continue;
    differences += 1;
    if (differences > SHOWN_DIFFERENCES) continue;
    if (differences === 1) {
      for (let before = Math.max(0, index - CONTEXT_LINES); before < index; before += 1) out.push(`  line ${before + 1}: ${shown(want[before])}`);
    }
    out.push(`- line ${index + 1} expected: ${shown(want[index])}`);
    out.push(`+ line ${index + 1} actual:   ${shown(got[index])}`);
  }
  if (differences > SHOWN_DIFFERENCES) out.push(`… and ${differences - SHOWN_DIFFERENCES} more lines differ`);
  return out.join('\n');
}
