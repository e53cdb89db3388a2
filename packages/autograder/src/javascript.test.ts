// JavaScript submissions through the real sandbox: io_cli, io (ES module and CommonJS exports) and node:test
// unit tests, passing and failing, and a time-out.
import { describe, expect, it } from 'vitest';
import { runTests } from './run-tests';
import { plan, reportedBy, resultOf, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';

const ESM = `
export function add(a, b) { return a + b; }
export async function later(value) { return { value, doubled: value * 2 }; }
export function shout(text) { console.log(text.toUpperCase()); return null; }
export function fails() { throw new TypeError('nope'); }
`;
const CJS = `module.exports = { twice: (n) => n * 2 };\n`;
const MAIN = `let input = ''; process.stdin.on('data', (d) => (input += d)); process.stdin.on('end', () => console.log(input.trim().split(/\\s+/).map(Number).reduce((a, b) => a + b, 0)));\n`;

const UNIT = `
import test, { describe } from 'node:test';
import assert from 'node:assert/strict';
import { add } from './solution.mjs';

test('adds', () => assert.equal(add(1, 2), 3));
test('adds wrongly', () => assert.equal(add(1, 2), 4));
describe('group', () => {
  test('inner passes', () => assert.ok(true));
  test.skip('skipped', () => {});
});
`;

describe.skipIf(SANDBOX_UNAVAILABLE)('JavaScript submissions', { timeout: 60_000 }, () => {
  const env = useSandbox(33011);

  it('runs io_cli, io, node:test unit and file tests', async () => {
    const ioCli = testCase('io_cli', { command: 'node main.js', input: '1 2 3', expectedOutput: '6\n' });
    const ioValue = testCase('io', { fileName: 'solution.mjs', function: 'add', arguments: '[1, 2]', expectedOutput: '3' });
    const ioAsync = testCase('io', { fileName: 'solution.mjs', function: 'later', arguments: '[4]', expectedOutput: '{"doubled": 8, "value": 4}' });
    const ioPrinted = testCase('io', { fileName: 'solution.mjs', function: 'shout', arguments: '["hi"]', expectedOutput: 'HI', compareOutput: true, isFlexible: true });
    const ioThrows = testCase('io', { fileName: 'solution.mjs', function: 'fails', expectedOutput: '1' });
    const ioCommonJs = testCase('io', { fileName: 'lib.cjs', function: 'twice', arguments: '[21]', expectedOutput: '42' });
    const ioMissing = testCase('io', { fileName: 'solution.mjs', function: 'absent', expectedOutput: '1' });
    const unit = testCase('unit', { fileName: 'solution.test.mjs', script: UNIT });
    const ioCliWrong = testCase('io_cli', { command: 'node main.js', input: '1 1', expectedOutput: '3\n' });
    const partial = testCase('file', {
      script: `node -e "import('./solution.mjs').then((m) => console.log('TestOutput: ' + JSON.stringify({ name: 'adds', passed: m.add(1, 1) === 2, score: 0.25 })))"`,
    });
    const { results } = await runTests(plan('javascript', { 'solution.mjs': ESM, 'lib.cjs': CJS, 'main.js': MAIN }, [ioCli, ioValue, ioAsync, ioPrinted, ioThrows, ioCommonJs, ioMissing, unit, ioCliWrong, partial]), env.sandbox);

    expect(resultOf(results, ioCli).passed).toBe(true);
    expect(resultOf(results, ioValue).passed).toBe(true);
    expect(resultOf(results, ioAsync).passed).toBe(true);
    expect(resultOf(results, ioPrinted).passed).toBe(true);
    expect(resultOf(results, ioThrows)).toMatchObject({ passed: false, logs: expect.stringContaining('TypeError: nope') });
    expect(resultOf(results, ioCommonJs).passed).toBe(true);
    expect(resultOf(results, ioMissing)).toMatchObject({ passed: false, logs: expect.stringContaining('exports no function named absent') });

    const reported = reportedBy(results, unit);
    expect([...reported.keys()].sort()).toEqual(['adds', 'adds wrongly', 'group > inner passes', 'group > skipped']);
    expect(reported.get('adds')?.passed).toBe(true);
    expect(reported.get('adds wrongly')).toMatchObject({ passed: false, logs: expect.stringContaining('3 !== 4') });
    expect(reported.get('group > inner passes')?.passed).toBe(true);
    expect(reported.get('group > skipped')).toMatchObject({ passed: false, logs: 'Skipped' });
    expect(resultOf(results, unit)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('2 of 4 tests passed.') });
    expect(resultOf(results, ioCliWrong)).toMatchObject({ passed: false, isError: false });
    expect(reportedBy(results, partial).get('adds')).toMatchObject({ passed: true, score: 0.25 });
  });

  it('fails a test file that does not load, and times out a hanging test', async () => {
    const broken = testCase('unit', { fileName: 'broken.test.mjs', script: "import { nothing } from './missing.mjs';\n" });
    const hanging = testCase('unit', { fileName: 'hang.test.mjs', timeLimitSeconds: 2, script: "import test from 'node:test';\ntest('spins', () => { for (;;) {} });\n" });
    // A synchronous loop blocks node:test's reporter before it announces the test, so the name is known only from
    // an earlier run's generated case.
    hanging.generated = [{ id: 999_101, description: 'spins' }];
    const { results } = await runTests(plan('javascript', {}, [broken, hanging]), env.sandbox);
    expect(resultOf(results, broken)).toMatchObject({ passed: false, logs: expect.stringContaining('missing.mjs') });
    const spins = results.find((result) => result.target.kind === 'case' && result.target.testCaseId === 999_101);
    expect(spins).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Time limit of 2 s exceeded.') });
    expect(resultOf(results, hanging)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Time limit of 2 s exceeded.') });
  });

  requireSandbox();
});
