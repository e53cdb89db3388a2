import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_NAME, PASSES, programOf, TEST_COUNT, testCaseRows, type Version } from './homework';

// The benchmark decides whether the newest version was graded from the passes each version earns: those counts
// must be what the tests give. Checked with the host's python3 (the comparisons here are the simple cases of the
// autograder's: flexible whitespace for io_cli, JSON equality for io).

const python = spawnSync('python3', ['--version']).status === 0;
const folder = mkdtempSync(path.join(tmpdir(), 'deadline-homework-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const flexible = (text: string) => text.replace(/[ \t]+$/gm, '').replace(/\n+$/, '');

function passes(version: Version): number {
  const dir = path.join(folder, version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, FILE_NAME), programOf(version, 7));
  let passed = 0;
  for (const test of testCaseRows(1)) {
    if (test.type === 'io_cli') {
      const run = spawnSync('bash', ['-c', test.command], { cwd: dir, input: test.input, encoding: 'utf8' });
      if (flexible(run.stdout) === flexible(test.expectedOutput)) passed += 1;
    } else {
      const call = `import json, grades; print(json.dumps(grades.${test.function}(*json.loads(${JSON.stringify(test.arguments)}))))`;
      const run = spawnSync('python3', ['-c', call], { cwd: dir, encoding: 'utf8' });
      if (run.status === 0 && JSON.stringify(JSON.parse(run.stdout)) === JSON.stringify(JSON.parse(test.expectedOutput))) passed += 1;
    }
  }
  return passed;
}

describe.skipIf(!python)('the deadline homework', () => {
  it('has ten tests; the working program passes them all and the draft the count the report expects', { timeout: 30_000 }, () => {
    expect(testCaseRows(1)).toHaveLength(TEST_COUNT);
    expect(passes('working')).toBe(PASSES.working);
    expect(passes('draft')).toBe(PASSES.draft);
  });
});
