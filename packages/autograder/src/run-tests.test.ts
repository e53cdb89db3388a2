// The run as a whole through the real sandbox: a sandbox that cannot make a workspace is the infrastructure's
// failure, cancelling stops the run, external tests are left to the API, and a test missing its fields says so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BubblewrapSandbox } from '@marginalia/sandbox';
import { describe, expect, it } from 'vitest';
import { InfrastructureError, RunCancelledError } from './errors';
import { runTests } from './run-tests';
import { plan, resultOf, testCase } from './testing/plan';
import { requireSandbox, SANDBOX_UNAVAILABLE, useSandbox } from './testing/sandbox';

describe.skipIf(SANDBOX_UNAVAILABLE)('runTests', { timeout: 60_000 }, () => {
  const env = useSandbox(33051);

  it('throws InfrastructureError when the sandbox cannot make a workspace', async () => {
    // Its folder would have to be inside a regular file.
    const file = join(mkdtempSync(join(tmpdir(), 'marginalia-not-a-folder-')), 'file');
    writeFileSync(file, '');
    const broken = new BubblewrapSandbox({ firstUid: 33061, root: join(file, 'sandbox') });
    await expect(runTests(plan('python', {}, [testCase('shell', { script: 'true' })]), broken)).rejects.toBeInstanceOf(InfrastructureError);
    rmSync(dirname(file), { recursive: true });
  });

  it('stops when the caller cancels, and reports nothing', async () => {
    const controller = new AbortController();
    const slow = testCase('shell', { script: 'sleep 20' });
    const running = runTests(plan('bash', {}, [testCase('shell', { script: 'true' }), slow]), env.sandbox, {
      signal: controller.signal,
      onProgress: (done) => {
        if (done === 1) setTimeout(() => controller.abort(), 300);
      },
    });
    await expect(running).rejects.toBeInstanceOf(RunCancelledError);
  });

  it('makes files that start with #! executable', async () => {
    const script = testCase('io_cli', { command: './check.sh', expectedOutput: 'checked\n' });
    const report = await runTests(plan('bash', { 'check.sh': '#!/bin/bash\necho checked\n' }, [script]), env.sandbox);
    expect(resultOf(report.results, script).passed).toBe(true);
  });

  it('leaves external tests to the API and explains a test that misses its fields', async () => {
    const external = testCase('external');
    const incomplete = testCase('io_cli', { command: '  ' });
    const report = await runTests(plan('bash', {}, [external, incomplete]), env.sandbox);
    expect(report.results).toHaveLength(1);
    expect(resultOf(report.results, incomplete)).toMatchObject({ passed: false, isError: true, logs: expect.stringContaining('command: A io_cli test needs this field.') });
  });

  requireSandbox();
});
