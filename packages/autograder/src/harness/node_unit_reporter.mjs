// A node:test reporter that reports each test that has no subtests ("suite > test" for nested ones) behind the
// per-run marker. Loaded with --test-reporter in the process that runs the instructor's test file.
import { markerLine } from './node_nonce.mjs';

function errorText(error) {
  if (!error) return '';
  const cause = error.cause ?? error;
  if (cause instanceof Error) return cause.stack ?? String(cause);
  return String(cause);
}

export default async function* reporter(source) {
  // Tests still open, outermost first: their name and whether a subtest started inside them.
  const open = [];
  let count = 0;
  for await (const event of source) {
    if (event.type === 'test:start') {
      if (open.length > 0) open[open.length - 1].hasChildren = true;
      open.push({ name: event.data.name, hasChildren: false });
      yield markerLine('start', open.map((entry) => entry.name).join(' > '));
    } else if (event.type === 'test:pass' || event.type === 'test:fail') {
      const fullName = open.map((entry) => entry.name).join(' > ');
      const entry = open.pop();
      const failed = event.type === 'test:fail';
      if (entry && entry.hasChildren && !failed) continue;
      if (entry && entry.hasChildren && event.data.details?.error?.failureType === 'subtestsFailed') continue;
      const skipped = event.data.skip !== undefined || event.data.todo !== undefined;
      const logs = failed ? errorText(event.data.details?.error) : skipped ? `Skipped${typeof event.data.skip === 'string' ? `: ${event.data.skip}` : ''}` : '';
      count += 1;
      yield markerLine('result', { name: fullName, passed: !failed && !skipped, logs, durationMs: Math.round(event.data.details?.duration_ms ?? 0) });
    } else if (event.type === 'test:diagnostic' && open.length === 0) {
      yield `${event.data.message}\n`;
    }
  }
  yield markerLine('done', { count });
}
