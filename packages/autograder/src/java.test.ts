// Java submissions through the real sandbox (one run, as the JVM starts slowly): the default build, io_cli with a
// plain `java` command (the runs' environment carries the JVM's memory flags), JUnit 4
// tests passing, failing and exiting the JVM early, and tests that do not compile.
import { describe, expect, it } from 'vitest';
import { runTests } from './run-tests';
import { plan, reportedBy, resultOf, SMALL_LIMITS, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';

const CALCULATOR = `
import java.util.Scanner;

public class Calculator {
  public static int add(int a, int b) { return a + b; }
  public static void main(String[] args) {
    Scanner in = new Scanner(System.in);
    System.out.println(add(in.nextInt(), in.nextInt()));
  }
}
`;

const TESTS = `
import static org.junit.Assert.assertEquals;
import org.junit.Test;

public class CalculatorTest {
  @Test public void addsSmallNumbers() { assertEquals(4, Calculator.add(2, 2)); }
  @Test public void addsWrongly() { System.out.println("about to fail"); assertEquals(5, Calculator.add(2, 2)); }
  @Test public void exitsTheJvm() { System.exit(0); }
  @Test public void neverRuns() { assertEquals(0, Calculator.add(0, 0)); }
}
`;

describe.skipIf(SANDBOX_UNAVAILABLE)('Java submissions', { timeout: 120_000 }, () => {
  const env = useSandbox(33031);

  it('builds by default, runs io_cli, JUnit and file tests, and reports tests that do not compile or run too long', async () => {
    const ioCli = testCase('io_cli', { command: 'java Calculator', input: '40 2', expectedOutput: '42\n' });
    const unit = testCase('unit', { fileName: 'CalculatorTest.java', script: TESTS });
    const broken = testCase('unit', { fileName: 'BrokenTest.java', script: 'public class BrokenTest { @org.junit.Test public void t() { Calculator.subtract(1, 2); } }\n' });
    const ioCliWrong = testCase('io_cli', { command: 'java Calculator', input: '1 1', expectedOutput: '3\n' });
    const slow = testCase('io_cli', { command: 'java Spin', expectedOutput: '', timeLimitSeconds: 2 });
    const partial = testCase('file', {
      script: 'if [ "$(java Calculator <<< "2 2")" = 4 ]; then echo \'[{"name": "sums", "passed": false, "score": 0.5, "logs": "right sum, wrong style"}]\' > results.json; fi',
    });
    const spin = 'public class Spin { public static void main(String[] a) { long n = 0; while (true) n++; } }\n';
    const report = await runTests(plan('java', { 'src/Calculator.java': CALCULATOR, 'Spin.java': spin }, [ioCli, unit, broken, ioCliWrong, slow, partial], { limits: { ...SMALL_LIMITS, cpuSeconds: 20, wallSeconds: 30 } }), env.sandbox);
    expect(report.build).toMatchObject({ ran: true, ok: true });
    const { results } = report;
    expect(report.build.log).not.toContain('Picked up');
    expect(resultOf(results, ioCli)).toMatchObject({ passed: true });

    const reported = reportedBy(results, unit);
    expect(reported.get('CalculatorTest.addsSmallNumbers')?.passed).toBe(true);
    expect(reported.get('CalculatorTest.addsWrongly')).toMatchObject({ passed: false, logs: expect.stringContaining('expected:<5> but was:<4>') });
    expect(reported.get('CalculatorTest.addsWrongly')?.logs).toContain('about to fail');
    // JUnit 4 runs methods in a fixed but unspecified order: the early exit fails the test it happens in and every
    // test still to run.
    expect(reported.get('CalculatorTest.exitsTheJvm')).toMatchObject({ passed: false, logs: expect.stringContaining('This test was running when the process ended.') });
    expect(resultOf(results, unit)).toMatchObject({ passed: false, logs: expect.stringContaining("ended before every test had run") });

    expect(resultOf(results, broken)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('The tests did not compile.') });
    expect(resultOf(results, broken).logs).toContain('subtract');
    expect(resultOf(results, ioCliWrong)).toMatchObject({ passed: false, isError: false });
    expect(resultOf(results, slow)).toMatchObject({ passed: false, isError: true, logs: expect.stringMatching(/Time limit of 2 s exceeded|CPU time limit/) });
    expect(reportedBy(results, partial).get('sums')).toMatchObject({ passed: false, score: 0.5 });
  });

  requireSandbox();
});
