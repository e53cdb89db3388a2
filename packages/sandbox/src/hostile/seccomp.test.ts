// The seccomp filter (src/seccomp/) under a real run: every refused call answers EPERM (clone3 ENOSYS, so the C
// library falls back to clone), ordinary forks, threads and sockets still work, calls under another architecture
// kill the process, and the filter file stays the worker's alone.
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { constants } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BubblewrapSandbox } from '../bubblewrap/bubblewrap-sandbox';
import { makeTestSandboxRoot } from '../bubblewrap/sandbox-root';
import { SECCOMP_ALLOWED_CALLS, SECCOMP_ENOSYS_CALLS, SECCOMP_REFUSED_CALLS, deniedCallsReport } from '../check/probes';
import { SECCOMP_FILTER_NAME } from '../seccomp/filter-file';
import { SHORT, UNAVAILABLE, compileC, hostileRun, requireSandbox, text, useSandbox } from './harness';

const { EPERM, ENOSYS } = constants.errno;


describe.skipIf(UNAVAILABLE)('the seccomp filter in a run', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31601 });

  it('refuses every denied call with EPERM, clone3 with ENOSYS, and allows forks, threads and sockets', async () => {
    const workspace = await env.workspace();
    try {
      const binary = await compileC(workspace, 'denied-calls.c', ['-pthread']);
      const result = await hostileRun(workspace, { command: [binary], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const report = deniedCallsReport(text(result.stdout));
      for (const call of SECCOMP_REFUSED_CALLS) expect(`${call} ${report.get(call)}`).toBe(`${call} errno ${EPERM}`);
      for (const call of SECCOMP_ENOSYS_CALLS) expect(`${call} ${report.get(call)}`).toBe(`${call} errno ${ENOSYS}`);
      for (const call of SECCOMP_ALLOWED_CALLS) expect(`${call} ${report.get(call)}`).toBe(`${call} ok`);
    } finally {
      await workspace.dispose();
    }
  });

  it.runIf(process.arch === 'x64')('kills a process that makes a call under the x32 or 32-bit x86 numbering', async () => {
    const workspace = await env.workspace();
    try {
      const binary = await compileC(workspace, 'denied-calls.c', ['-pthread']);
      for (const arch of ['x32', 'i386']) {
        const result = await hostileRun(workspace, { command: [binary, arch], limits: SHORT });
        expect(result).toMatchObject({ verdict: 'signalled', signal: 'SIGSYS' });
        expect(text(result.stdout)).toBe('');
      }
    } finally {
      await workspace.dispose();
    }
  });

  it('leaves the run neither a descriptor of the filter nor a path to it', async () => {
    const workspace = await env.workspace();
    try {
      const result = await hostileRun(workspace, {
        command: ['sh', '-c', `ls /proc/self/fd; cat ${env.root}/${SECCOMP_FILTER_NAME} >/dev/null 2>&1 || echo unreadable`],
        limits: SHORT,
      });
      expect(text(result.stdout).trim().split('\n')).toEqual(['0', '1', '2', '3', 'unreadable']);
    } finally {
      await workspace.dispose();
    }
  });
});

describe.skipIf(UNAVAILABLE)('a sandbox whose seccomp filter cannot be made', () => {
  it('is unavailable, says why, and runs nothing', async () => {
    const root = makeTestSandboxRoot('marginalia-sandbox-test-');
    // A folder where the filter file must go: the filter cannot be written.
    mkdirSync(`${root}/${SECCOMP_FILTER_NAME}`);
    try {
      const sandbox = new BubblewrapSandbox({ firstUid: 31651, root });
      const availability = await sandbox.availability();
      expect(availability.available).toBe(false);
      if (!availability.available) expect(availability.reason).toMatch(/^The sandbox's seccomp filter cannot be made: /);
      await expect(sandbox.createWorkspace({ diskMb: 1, maxFiles: 16 })).rejects.toThrow(/seccomp filter cannot be made/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

requireSandbox();
