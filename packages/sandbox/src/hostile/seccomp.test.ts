// The seccomp filter (src/seccomp/) under a real run: every refused call answers EPERM (clone3 ENOSYS, so the C
// library falls back to clone), ordinary forks, threads and sockets still work, calls under another architecture
// kill the process, and the filter file stays the worker's alone.
import { constants } from 'node:os';
import { describe, expect, it } from 'vitest';
import { SECCOMP_FILTER_NAME } from '../seccomp/filter-file';
import { SHORT, UNAVAILABLE, compileC, hostileRun, requireSandbox, text, useSandbox } from './harness';

const { EPERM, ENOSYS } = constants.errno;

const REFUSED = [
  'keyctl',
  'add_key',
  'request_key',
  'unshare_user',
  'unshare_mount',
  'clone_newns',
  'clone_newuser',
  'clone_newpid',
  'clone_newnet',
  'setns',
  'mount',
  'umount2',
  'pivot_root',
  'fsopen',
  'open_tree',
  'ptrace_traceme',
  'ptrace_attach',
  'process_vm_readv',
  'bpf',
  'perf_event_open',
  'userfaultfd',
  'io_uring_setup',
  'init_module',
  'finit_module',
  'personality_no_randomize',
  'socket_vsock',
  'open_by_handle_at',
];

describe.skipIf(UNAVAILABLE)('the seccomp filter in a run', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31601 });

  it('refuses every denied call with EPERM, clone3 with ENOSYS, and allows forks, threads and sockets', async () => {
    const workspace = await env.workspace();
    try {
      const binary = await compileC(workspace, 'denied-calls.c', ['-pthread']);
      const result = await hostileRun(workspace, { command: [binary], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const lines = new Map(text(result.stdout).trim().split('\n').map((line) => [line.split(' ')[0]!, line.slice(line.indexOf(' ') + 1)]));
      for (const call of REFUSED) expect(`${call} ${lines.get(call)}`).toBe(`${call} errno ${EPERM}`);
      expect(lines.get('clone3')).toBe(`errno ${ENOSYS}`);
      for (const call of ['fork', 'thread', 'personality_query', 'socket_unix']) expect(`${call} ${lines.get(call)}`).toBe(`${call} ok`);
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

  it('keeps the filter file root’s alone, and leaves the run no descriptor of it', async () => {
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

requireSandbox();
