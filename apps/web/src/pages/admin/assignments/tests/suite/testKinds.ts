import type { TestCaseType } from '@marginalia/contracts';

/** How the Tests tab names each kind of test, and a line on what it does (the contracts' TestCase says how each runs). */
export const TEST_KIND_LABELS: Record<TestCaseType, { label: string; about: string }> = {
  io_cli: { label: 'Input/output', about: 'Runs a command with input on stdin and compares what it prints.' },
  io: { label: 'Function call', about: 'Calls a function of the submission with arguments and compares its result.' },
  unit: { label: 'Unit tests', about: 'A test file in the assignment’s language; each test function becomes a test of this category.' },
  shell: { label: 'Shell script', about: 'A bash script: it passes when it exits with 0, and its output is the log.' },
  file: { label: 'Results file', about: 'A bash script that writes one result per test; each becomes a test of this category.' },
  external: { label: 'External', about: 'Results arrive through the API from your own system.' },
};

/** Kinds whose runs create the category's tests (one per test function or result line). */
export function generatesTests(type: TestCaseType): boolean {
  return type === 'unit' || type === 'file';
}
