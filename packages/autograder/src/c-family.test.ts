// C and C++ submissions through the real sandbox: io_cli after the instructor's build command, and unit tests with
// our assertion header (each test in its own process), passing, failing, crashing, exiting early, not compiling.
import { describe, expect, it } from 'vitest';
import { runTests } from './run-tests';
import { plan, reportedBy, resultOf, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';

const C_SOURCE = `
#include <stdio.h>
#include <stdlib.h>
int add(int a, int b) { return a + b; }
const char *name(void) { return "ada"; }
int main(void) {
  int a, b;
  if (scanf("%d %d", &a, &b) == 2) printf("%d\\n", add(a, b));
  return 0;
}
`;

const C_TESTS = `
#include "marginalia_test.h"
#include <stdlib.h>
int add(int a, int b);
const char *name(void);
TEST(adds) { ASSERT_EQ(4, add(2, 2)); }
TEST(adds_wrongly) { ASSERT_EQ(5, add(2, 2)); }
TEST(names) { ASSERT_STR_EQ("ada", name()); }
TEST(crashes) { volatile int *p = NULL; *p = 1; }
TEST(exits_early) { exit(0); }
TEST(last) { ASSERT_TRUE(add(0, 0) == 0); }
`;

const CPP_SOURCE = `
#include <string>
#include <iostream>
std::string greet(const std::string &who) { return "Hello, " + who; }
int main() { std::cout << greet("world") << std::endl; }
`;

const CPP_TESTS = `
#include "marginalia_test.h"
#include <string>
std::string greet(const std::string &who);
TEST(greets) { ASSERT_STR_EQ("Hello, Ada", greet("Ada")); }
TEST(greets_wrongly) { ASSERT_STR_EQ("Hi, Ada", greet("Ada")); }
`;

describe.skipIf(SANDBOX_UNAVAILABLE)('C and C++ submissions', { timeout: 60_000 }, () => {
  const env = useSandbox(33021);

  it('runs io_cli after the build and unit tests in a process each', async () => {
    const ioCli = testCase('io_cli', { command: './program', input: '20 22', expectedOutput: '42\n' });
    const unit = testCase('unit', { fileName: 'tests/test_add.c', script: C_TESTS });
    const ioCliWrong = testCase('io_cli', { command: './program', input: '1 1', expectedOutput: '3\n' });
    const partial = testCase('file', { script: 'for pair in "1 2" "2 2"; do ./program <<< "$pair"; done | tr "\\n" " " | grep -q "^3 4 $" && echo \'TestOutput: {"name": "pairs", "passed": false, "score": 1.5}\'' });
    const report = await runTests(plan('c', { 'add.c': C_SOURCE }, [ioCli, unit, ioCliWrong, partial], { buildCommand: 'gcc -O1 -o program add.c' }), env.sandbox);
    expect(report.build).toMatchObject({ ran: true, ok: true });
    const { results } = report;
    expect(resultOf(results, ioCli).passed).toBe(true);
    const reported = reportedBy(results, unit);
    expect(reported.get('adds')?.passed).toBe(true);
    expect(reported.get('adds_wrongly')).toMatchObject({ passed: false, logs: expect.stringContaining('add(2, 2): expected 5, got 4.') });
    expect(reported.get('names')?.passed).toBe(true);
    expect(reported.get('crashes')).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('Segmentation fault') });
    expect(reported.get('adds_wrongly')?.isError).toBe(false);
    expect(reported.get('exits_early')).toMatchObject({ passed: false, logs: expect.stringContaining('before it finished') });
    expect(reported.get('last')?.passed).toBe(true);
    expect(resultOf(results, unit)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('3 of 6 tests passed.') });
    expect(resultOf(results, ioCliWrong)).toMatchObject({ passed: false, isError: false, logs: expect.stringContaining('+ line 1 actual:   "2"') });
    expect(reportedBy(results, partial).get('pairs')).toMatchObject({ passed: false, score: 1.5 });
  });

  it('runs C++ unit tests', async () => {
    const unit = testCase('unit', { fileName: 'greet_test.cpp', script: CPP_TESTS });
    const { results } = await runTests(plan('cpp', { 'greet.cpp': CPP_SOURCE }, [unit]), env.sandbox);
    const reported = reportedBy(results, unit);
    expect(reported.get('greets')?.passed).toBe(true);
    expect(reported.get('greets_wrongly')).toMatchObject({ passed: false, logs: expect.stringContaining('expected "Hi, Ada", got "Hello, Ada"') });
  });

  it('reports tests that do not compile and a program that runs too long', async () => {
    const unit = testCase('unit', { fileName: 'test_missing.c', script: '#include "marginalia_test.h"\nint missing(void);\nTEST(calls) { ASSERT_EQ(1, missing()); }\n' });
    unit.generated = [{ id: 999_201, description: 'calls' }];
    const slow = testCase('io_cli', { command: './spin', expectedOutput: '', timeLimitSeconds: 1 });
    const { results } = await runTests(plan('c', { 'spin.c': 'int main(void) { for (;;) {} }\n' }, [unit, slow], { buildCommand: 'gcc -o spin spin.c' }), env.sandbox);
    expect(resultOf(results, unit)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('The tests did not compile.') });
    expect(resultOf(results, unit).logs).toContain('missing');
    expect(results.find((result) => result.target.kind === 'case' && result.target.testCaseId === 999_201)).toMatchObject({ passed: false, isError: true });
    expect(resultOf(results, slow)).toMatchObject({ passed: false, isError: true, logs: expect.stringMatching(/Time limit of 1 s exceeded|CPU time limit/) });
  });

  requireSandbox();
});
