// Hostile submissions at the runner's level, through the real sandbox: forged results (markers, results files,
// early exits, a patched test framework), what one test leaves reaching the next, a malicious build step, output
// that attacks whoever reads the logs, and results files that are broken or missing.
import { describe, expect, it } from 'vitest';
import { runTests } from './run-tests';
import { MAX_LOG_BYTES, MAX_TEST_NAME_LENGTH } from './text';
import { plan, reportedBy, resultOf, SMALL_LIMITS, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';
import type { PlannedResult } from './types';

const PYTHON_UNIT = 'from solution import answer\n\ndef test_answer():\n    assert answer() == 42\n\ndef test_other():\n    assert answer() > 100\n';

function expectSafeText(result: PlannedResult) {
  // Colours and styles (SGR) are the only escapes a log keeps; the log viewer renders them as styled text.
  // eslint-disable-next-line no-control-regex
  expect(result.logs.includes('\u0000') || result.logs.replace(/\u001b\[[0-9;:]*m/g, '').includes('\u001b')).toBe(false);
  expect(Buffer.byteLength(result.logs)).toBeLessThanOrEqual(MAX_LOG_BYTES);
  expect(Buffer.from(result.logs, 'utf8').toString('utf8')).toBe(result.logs);
  if (result.target.kind === 'generated') {
    expect(Array.from(result.target.name).length).toBeLessThanOrEqual(MAX_TEST_NAME_LENGTH);
    expect([...result.target.name].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
  }
}

describe.skipIf(SANDBOX_UNAVAILABLE)('hostile submissions', { timeout: 60_000 }, () => {
  const env = useSandbox(33041);

  it('does not take forged results: printed markers, planted results files, early exits', async () => {
    // The student's module prints what a harness would print (with a guessed secret) and writes result files.
    const forger = `
import json
print("\\n@@marginalia:00000000000000000000000000000000:result " + json.dumps({"name": "test_other", "passed": True}))
print("TestOutput: " + json.dumps({"name": "test_other", "passed": True}))
open("results.json", "w").write(json.dumps([{"name": "test_other", "passed": True}]))
def answer():
    return 42
`;
    const unit = testCase('unit', { fileName: 'test_solution.py', script: PYTHON_UNIT });
    const ioCli = testCase('io_cli', { command: 'python3 -c "import solution"', expectedOutput: 'nothing' });
    // The file test's script never writes results itself: what the submission planted must not count.
    const file = testCase('file', { script: 'python3 -c "print(1)"' });
    const { results } = await runTests(plan('python', { 'solution.py': forger, 'results.json': '[{"name": "all", "passed": true}]' }, [unit, ioCli, file]), env.sandbox);
    const reported = reportedBy(results, unit);
    expect(reported.get('test_answer')?.passed).toBe(true);
    expect(reported.get('test_other')?.passed).toBe(false);
    expect(resultOf(results, unit).passed).toBe(false);
    expect(resultOf(results, ioCli).passed).toBe(false);
    // The file test's script ran the student's code, which wrote results.json: the file test trusts its script, so
    // this is the documented limit; without the script's help the planted file is removed before it starts.
    expect(resultOf(results, file)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('wrote no results.json') });

    const earlyExit = 'import os\nos._exit(0)\ndef answer():\n    return 42\n';
    const unitAgain = testCase('unit', { fileName: 'test_solution.py', script: PYTHON_UNIT });
    unitAgain.generated = [
      { id: 999_301, description: 'test_answer' },
      { id: 999_302, description: 'test_other' },
    ];
    const second = await runTests(plan('python', { 'solution.py': earlyExit }, [unitAgain]), env.sandbox);
    expect(resultOf(second.results, unitAgain)).toMatchObject({ passed: false, logs: expect.stringContaining('ended before every test had run') });
    for (const id of [999_301, 999_302]) {
      expect(second.results.find((result) => result.target.kind === 'case' && result.target.testCaseId === id)).toMatchObject({ passed: false });
    }
  });

  it('fails every test when the student patches the test framework', async () => {
    const patcher = `
import unittest
unittest.TestCase.assertEqual = lambda self, first, second, msg=None: None
def answer():
    return 0
`;
    const script = 'import unittest\nfrom solution import answer\n\nclass T(unittest.TestCase):\n    def test_answer(self):\n        self.assertEqual(answer(), 42)\n';
    const unit = testCase('unit', { fileName: 'test_patch.py', script });
    const { results } = await runTests(plan('python', { 'solution.py': patcher }, [unit]), env.sandbox);
    expect(reportedBy(results, unit).get('T.test_answer')).toMatchObject({ passed: false, logs: expect.stringContaining('The test framework was changed before this test ran (unittest.TestCase.assertEqual)') });
    expect(resultOf(results, unit).passed).toBe(false);
  });

  it('puts the folder back before each test: a hidden test and its files do not reach the next test', async () => {
    const hidden = testCase('unit', { fileName: 'test_hidden_secret.py', exposed: false, script: 'open("left-behind.txt", "w").write("secret")\ndef test_x():\n    assert True\n' });
    const exposed = testCase('io_cli', { exposed: true, command: 'ls -a; cat *.txt 2>/dev/null; true', expectedOutput: '' });
    const { results } = await runTests(plan('python', { 'solution.py': 'x = 1\n' }, [hidden, exposed]), env.sandbox);
    expect(resultOf(results, hidden).passed).toBe(true);
    const listing = resultOf(results, exposed).logs;
    expect(listing).toContain('solution.py');
    expect(listing).not.toContain('left-behind');
    expect(listing).not.toContain('test_hidden_secret');
    expect(listing).not.toContain('.marginalia-');
  });

  it('survives a malicious build step: planted links, a daemon, a results file', async () => {
    const build = [
      'ln -s /etc/passwd test_solution.py',
      'echo \'[{"name":"forged","passed":true}]\' > results.json',
      '(setsid sh -c "while true; do echo \'[{\\"name\\":\\"late\\",\\"passed\\":true}]\' > results.json 2>/dev/null; sleep 0.05; done" &) ',
      'echo built',
    ].join('\n');
    const unit = testCase('unit', { fileName: 'test_solution.py', script: PYTHON_UNIT });
    const file = testCase('file', { script: 'sleep 0.3; echo \'TestOutput: {"name": "real", "passed": false}\'' });
    const report = await runTests(plan('python', { 'solution.py': 'def answer():\n    return 42\n' }, [unit, file], { buildCommand: build }), env.sandbox);
    expect(report.build).toMatchObject({ ok: true, log: expect.stringContaining('built') });
    // The planted link is refused (never followed): the test cannot run, which is the student's doing.
    expect(resultOf(report.results, unit)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Could not write test_solution.py') });
    // The daemon did not outlive the build, and the planted results file was removed before the script ran.
    const reported = reportedBy(report.results, file);
    expect([...reported.keys()]).toEqual(['real']);
  });

  it('keeps logs and names safe from output that attacks the viewer', async () => {
    const noisy = `
import sys
sys.stdout.write("\\x1b[2J\\x1b[31mred\\x1b]0;title\\x07" + "A" * 1_000_000 + "\\n")
sys.stdout.flush()
sys.stdout.buffer.write(b"bad utf8: \\xff\\xfe and NUL: \\x00 end\\n")
`;
    const ioCli = testCase('io_cli', { command: 'python3 noisy.py', expectedOutput: 'quiet' });
    const names = JSON.stringify([
      { name: '<script>alert("x")</script>\u001b[31m' + 'y'.repeat(100), passed: true, logs: 'ok\u0000\u001b[1mbold' },
      { name: 'binary \udc80', passed: false, logs: 'x'.repeat(200_000) },
    ]);
    const file = testCase('file', { script: `cat > results.json <<'JSON'\n${names}\nJSON` });
    const unit = testCase('unit', {
      fileName: 'test_noise.py',
      script: 'import sys\ndef test_noise():\n    sys.stdout.buffer.write(b"\\x00\\xff\\x1b[5m" * 1000)\n    assert False, "\\x1b[31m<b>bad</b>"\n',
    });
    const { results } = await runTests(plan('python', { 'noisy.py': noisy }, [ioCli, file, unit]), env.sandbox);
    for (const result of results) expectSafeText(result);
    const output = resultOf(results, ioCli);
    expect(output.passed).toBe(false);
    expect(output.logs).toContain('\u001b[31mred');
    expect(output.logs).not.toContain('\u001b[2J');
    expect(output.logs).not.toContain('\u001b]0;');
    expect(output.logs).toMatch(/more characters\]/);
    const reported = [...reportedBy(results, file).keys()];
    expect(reported[0].startsWith('<script>alert("x")</script>')).toBe(true);
    expect(reported).toHaveLength(2);
    expect(results.find((result) => result.target.kind === 'generated' && result.target.name.startsWith('binary'))?.logsTruncated).toBe(true);
    expect(reportedBy(results, unit).get('test_noise')).toMatchObject({ passed: false, logs: expect.stringContaining('<b>bad</b>') });
  });

  it('stops a program that floods its output at the output limit, as an error', async () => {
    const flood = testCase('io_cli', { command: 'yes flood', expectedOutput: 'flood\n' });
    const unitFlood = testCase('unit', { fileName: 'test_flood.py', script: 'def test_floods():\n    while True:\n        print("x" * 1000)\n' });
    const { results } = await runTests(plan('python', {}, [flood, unitFlood], { limits: { ...SMALL_LIMITS, outputKb: 64 } }), env.sandbox);
    expect(resultOf(results, flood)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Output limit of 64 KB exceeded') });
    expect(reportedBy(results, unitFlood).get('test_floods')).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Output limit of 64 KB exceeded') });
    for (const result of results) expectSafeText(result);
  });

  it('reports an invalid results.json and a missing one as errors', async () => {
    const invalid = testCase('file', { script: 'echo "[{\\"name\\": " > results.json' });
    const wrongShape = testCase('file', { script: 'echo \'{"score": 10}\' > results.json' });
    const missing = testCase('file', { script: 'echo no results here' });
    const directory = testCase('file', { script: 'mkdir results.json' });
    const { results } = await runTests(plan('bash', {}, [invalid, wrongShape, missing, directory]), env.sandbox);
    expect(resultOf(results, invalid)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('results.json is not valid JSON') });
    expect(resultOf(results, wrongShape)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('is not a list of results') });
    expect(resultOf(results, missing)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('no results here') });
    expect(resultOf(results, directory)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('wrote no results.json') });
  });

  requireSandbox();
});
