// Tracebacks of notebook errors carry terminal colour codes; they are removed, not interpreted.

// eslint-disable-next-line no-control-regex -- matching the escape character is the point
const ANSI_ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[@-Z\\-_]|\u009b[0-9;?]*[ -/]*[@-~]/g;

export function stripAnsi(text: string): string {
  return text.replace(ANSI_ESCAPES, '');
}
