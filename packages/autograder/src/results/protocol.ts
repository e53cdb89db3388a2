// The line protocol between a test harness inside the sandbox and the runner. A harness prints, each on a line of
// its own (after a line break, in case the student's output left a line open):
//   @@marginalia:<nonce>:plan ["name", ...]        the tests it found (optional)
//   @@marginalia:<nonce>:start "name"              a test begins
//   @@marginalia:<nonce>:result {"name", "passed", "logs", "durationMs", "isError"?}   (isError: it crashed)
//   @@marginalia:<nonce>:done {"count"}            every test ran
//   @@marginalia:<nonce>:load_error {"logs"}       the test file could not be loaded
//   @@marginalia:<nonce>:value {"json", "text"} / error {"logs"}   (io tests)
// The nonce is random per run and reaches the harness on stdin, so output the student's program prints cannot pass
// for a marker unless the program digs the nonce out of the harness's memory (docs/AUTOGRADER.md, "Trust: what a student's program could forge").

export interface ProtocolMessage {
  kind: string;
  payload: unknown;
}

export interface ParsedOutput {
  messages: ProtocolMessage[];
  /** Everything else the process printed, in order. */
  output: string;
  /** What it printed outside any test (before the first, between and after them). */
  outsideTests: string;
  /** Output printed while each test ran (between its start and its result), by test name. */
  outputByTest: Map<string, string>;
}

export function markerPrefix(nonce: string): string {
  return `@@marginalia:${nonce}:`;
}

/** Splits a harness's stdout into its markers and the rest, which keeps every byte the student's code printed. */
export function parseProtocol(stdout: string, nonce: string): ParsedOutput {
  const marker = `\n${markerPrefix(nonce)}`;
  const messages: ProtocolMessage[] = [];
  const outputByTest = new Map<string, string>();
  const plain: string[] = [];
  const outside: string[] = [];
  let current: string | null = null;
  let currentOutput = '';
  // A marker at the very start has no line break before it.
  let text = stdout.startsWith(markerPrefix(nonce)) ? `\n${stdout}` : stdout;
  for (;;) {
    const at = text.indexOf(marker);
    const chunk = at < 0 ? text : text.slice(0, at);
    plain.push(chunk);
    if (current !== null) currentOutput += chunk;
    else outside.push(chunk);
    if (at < 0) break;
    const lineEnd = text.indexOf('\n', at + marker.length);
    const line = text.slice(at + marker.length, lineEnd < 0 ? text.length : lineEnd);
    text = lineEnd < 0 ? '' : text.slice(lineEnd + 1);
    const space = line.indexOf(' ');
    const kind = space < 0 ? line : line.slice(0, space);
    let payload: unknown;
    try {
      payload = space < 0 ? null : JSON.parse(line.slice(space + 1));
    } catch {
      continue;
    }
    messages.push({ kind, payload });
    if (kind === 'start' && typeof payload === 'string') {
      current = payload;
      currentOutput = '';
    } else if (kind === 'result' && current !== null) {
      outputByTest.set(current, currentOutput);
      current = null;
    }
  }
  return { messages, output: plain.join(''), outsideTests: outside.join(''), outputByTest };
}
