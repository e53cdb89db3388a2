// Preloaded (node --import) before the test file: reads the marker's secret from stdin, which is then empty for
// the student's code, and keeps it for the reporter and the io harness of the same process.
import { readFileSync } from 'node:fs';

const nonce = readFileSync(0, 'utf8').split('\n')[0].trim();
const prefix = `\n@@marginalia:${nonce}:`;

/** One protocol line. */
export function markerLine(kind, payload) {
  return `${prefix}${kind} ${JSON.stringify(payload)}\n`;
}
