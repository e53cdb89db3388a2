// Python submissions through the real sandbox: every kind of test, passing and failing, a time-out and a build
// that fails.
import { describe, expect, it } from 'vitest';
import { runTests } from './run-tests';
import { plan, reportedBy, resultOf, SMALL_LIMITS, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';

const SOLUTION = `
import sys

def add(a, b):
    return a + b

def greet(name):
    print("Hello, " + name)
    return {"name": name, "length": len(name)}

def broken():
    raise ValueError("no luck")

if __name__ == "__main__":
    numbers = [int(word) for word in sys.stdin.read().split()]
    print("Sum:", sum(numbers))
`;

const UNIT_TESTS = `
import unittest
from solution import add

class AddTests(unittest.TestCase):
    def test_small(self):
        self.assertEqual(add(2, 2), 4)

    def test_wrong(self):
        print("checking 2 + 2 = 5")
        self.assertEqual(add(2, 2), 5)

def test_bare_function():
    assert add(1, 1) == 2

def test_bare_failure():
    assert add(1, 1) == 3, "1 + 1 is not 3"
`;

describe.skipIf(SANDBOX_UNAVAILABLE)('Python submissions', { timeout: 60_000 }, () => {
  const env = useSandbox(33001);

  it('runs io_cli, io, unit, shell and file tests', async () => {
    const ioCliPass = testCase('io_cli', { command: 'python3 solution.py', input: '1 2 3\n', expectedOutput: 'Sum: 6\n' });
    const ioCliFail = testCase('io_cli', { command: 'python3 solution.py', input: '1 2\n', expectedOutput: 'Sum: 4\n' });
    const ioCliFlexible = testCase('io_cli', { command: 'python3 solution.py', input: '5', expectedOutput: 'Sum:    5  \n\n', isFlexible: true });
    const ioCliPattern = testCase('io_cli', { command: 'python3 solution.py', input: '40 2', expectedOutput: 'Sum: \\d+', outputIsRegexp: true });
    const ioCliFromFile = testCase('io_cli', { command: 'python3 solution.py', input: '7', expectedOutputFile: 'expected/seven.txt' });
    const ioValue = testCase('io', { fileName: 'solution.py', function: 'add', arguments: '[2, 3]', expectedOutput: '5' });
    const ioWrong = testCase('io', { fileName: 'solution.py', function: 'add', arguments: '[2, 3]', expectedOutput: '6' });
    const ioObject = testCase('io', { fileName: 'solution.py', function: 'greet', arguments: '["Ada"]', expectedOutput: '{"length": 3, "name": "Ada"}' });
    const ioText = testCase('io', { fileName: 'solution.py', function: 'add', arguments: '["a", "b"]', expectedOutput: 'ab' });
    const ioPrinted = testCase('io', { fileName: 'solution.py', function: 'greet', arguments: '["Ada"]', expectedOutput: 'Hello, Ada\n', compareOutput: true });
    const ioRaises = testCase('io', { fileName: 'solution.py', function: 'broken', expectedOutput: 'null' });
    const unit = testCase('unit', { fileName: 'test_solution.py', script: UNIT_TESTS });
    const shellPass = testCase('shell', { script: 'python3 -c "import solution; assert solution.add(1, 2) == 3" && echo fine' });
    const shellFail = testCase('shell', { script: 'echo checking; exit 3' });
    const file = testCase('file', {
      script: `cat > results.json <<'JSON'
[{"name": "style", "passed": false, "logs": "two long lines", "score": 0.5}, {"name": "docs", "passed": true}]
JSON`,
    });
    const tests = [ioCliPass, ioCliFail, ioCliFlexible, ioCliPattern, ioCliFromFile, ioValue, ioWrong, ioObject, ioText, ioPrinted, ioRaises, unit, shellPass, shellFail, file];
    const progress: [number, number][] = [];
    const report = await runTests(
      plan('python', { 'solution.py': SOLUTION }, tests, { helperFiles: [{ path: 'expected/seven.txt', bytes: new TextEncoder().encode('Sum: 7\n') }] }),
      env.sandbox,
      { onProgress: (done, total) => progress.push([done, total]) },
    );
    const { results } = report;
    expect(report.build).toMatchObject({ ran: false, ok: true });
    expect(progress[0]).toEqual([0, tests.length]);
    expect(progress[progress.length - 1]).toEqual([tests.length, tests.length]);

    expect(resultOf(results, ioCliPass)).toMatchObject({ passed: true, isError: false, logs: expect.stringContaining('$ python3 solution.py') });
    const failed = resultOf(results, ioCliFail);
    expect(failed).toMatchObject({ passed: false, isError: false });
    expect(failed.logs).toContain('- line 1 expected: "Sum: 4"');
    expect(failed.logs).toContain('+ line 1 actual:   "Sum: 3"');
    expect(resultOf(results, ioCliFlexible).passed).toBe(true);
    expect(resultOf(results, ioCliPattern).passed).toBe(true);
    expect(resultOf(results, ioCliFromFile).passed).toBe(true);

    expect(resultOf(results, ioValue)).toMatchObject({ passed: true, logs: expect.stringContaining('Returned: 5') });
    expect(resultOf(results, ioWrong)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('Expected: 6') });
    expect(resultOf(results, ioObject).passed).toBe(true);
    expect(resultOf(results, ioText).passed).toBe(true);
    expect(resultOf(results, ioPrinted).passed).toBe(true);
    expect(resultOf(results, ioRaises)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('ValueError: no luck') });

    const unitResults = reportedBy(results, unit);
    expect([...unitResults.keys()].sort()).toEqual(['AddTests.test_small', 'AddTests.test_wrong', 'test_bare_failure', 'test_bare_function']);
    expect(unitResults.get('AddTests.test_small')?.passed).toBe(true);
    expect(unitResults.get('test_bare_function')?.passed).toBe(true);
    expect(unitResults.get('AddTests.test_wrong')).toMatchObject({ passed: false, logs: expect.stringContaining('checking 2 + 2 = 5') });
    expect(unitResults.get('AddTests.test_wrong')?.logs).toContain('AssertionError: 4 != 5');
    expect(unitResults.get('test_bare_failure')).toMatchObject({ passed: false, logs: expect.stringContaining('1 + 1 is not 3') });
    expect(resultOf(results, unit)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('2 of 4 tests passed.') });

    expect(resultOf(results, shellPass)).toMatchObject({ passed: true, logs: 'fine\n' });
    expect(resultOf(results, shellFail)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('exited with code 3') });

    const fileResults = reportedBy(results, file);
    expect(fileResults.get('style')).toMatchObject({ passed: false, score: 0.5, logs: 'two long lines' });
    expect(fileResults.get('docs')).toMatchObject({ passed: true, score: null });
    expect(resultOf(results, file)).toMatchObject({ passed: false, logs: expect.stringContaining('1 of 2 tests passed.') });

    expect(report.rawOutput).toContain('=== Tests › test');
    expect(report.rawOutput).toContain('AssertionError: 4 != 5');
  });

  it('reports a time-out and a crash as errors and goes on with the next test', async () => {
    const sleeper = testCase('io_cli', { command: 'python3 -c "import time; time.sleep(30)"', expectedOutput: '', timeLimitSeconds: 1 });
    const hangingUnit = testCase('unit', {
      fileName: 'test_hang.py',
      timeLimitSeconds: 2,
      script: 'import time\ndef test_first():\n    pass\ndef test_hangs():\n    while True: pass\ndef test_after():\n    pass\n',
    });
    const crasher = testCase('io_cli', { command: 'python3 -c "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)"', expectedOutput: '' });
    const next = testCase('shell', { script: 'true' });
    const { results } = await runTests(plan('python', {}, [sleeper, hangingUnit, crasher, next]), env.sandbox);
    expect(resultOf(results, crasher)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('The program crashed (SIGSEGV).') });
    expect(resultOf(results, sleeper)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Time limit of 1 s exceeded.') });
    const unit = reportedBy(results, hangingUnit);
    expect(unit.get('test_first')).toMatchObject({ passed: true });
    expect(unit.get('test_hangs')).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('This test was running when the process ended.') });
    expect(unit.get('test_after')).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Not run') });
    expect(resultOf(results, hangingUnit)).toMatchObject({ passed: false, isError: true });
    expect(resultOf(results, next).passed).toBe(true);
  });

  it('fails every test as an error when the build fails, the log starting with the build output', async () => {
    const shell = testCase('shell', { script: 'true' });
    const unit = testCase('unit', { fileName: 'test_x.py', script: 'def test_a():\n    pass\n' });
    unit.generated = [{ id: 999_001, description: 'test_a' }];
    const report = await runTests(plan('python', { 'solution.py': 'print(' }, [shell, unit], { buildCommand: 'python3 -m py_compile solution.py', limits: SMALL_LIMITS }), env.sandbox);
    expect(report.build).toMatchObject({ ran: true, ok: false });
    expect(report.build.log).toContain('SyntaxError');
    expect(resultOf(report.results, shell)).toMatchObject({ passed: false, isError: true });
    expect(resultOf(report.results, shell).logs.startsWith(report.build.log)).toBe(true);
    expect(report.results.find((result) => result.target.kind === 'case' && result.target.testCaseId === 999_001)).toMatchObject({ passed: false, isError: true });
  });

  requireSandbox();
});
