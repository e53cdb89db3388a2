import { describe, expect, it } from 'vitest';
import { COMMAND_STDERR_FD, STATUS_FD } from './command-line';
import { runProcess } from './run-process';

// The chain's own stderr (fd 2) and the command's (COMMAND_STDERR_FD) arrive apart: what the sandbox's tools say is
// the operator's diagnostics, never the run's output. A stand-in chain: bash talks on fd 2 as unshare would, reports
// a pid on the status descriptor as bwrap does, then the "command" writes its stdout and its stderr.

const LIMITS = { cpuSeconds: 5, wallSeconds: 10, memoryMb: 256, processes: 8, fileSizeMb: 1, outputBytes: 4096 };
const hooks = { killAll: async () => undefined, cpuNanoseconds: null };

describe('runProcess', () => {
  it("keeps the chain's messages out of the command's stderr, and the command's stderr whole", async () => {
    const chain = [
      'echo "unshare: sigprocmask unblock failed: Invalid argument" >&2',
      `echo '{"child-pid": 42}' >&${STATUS_FD}`,
      `exec 2>&${COMMAND_STDERR_FD} ${COMMAND_STDERR_FD}>&-`,
      'echo "program output"',
      'echo "Traceback: the program\'s own error" >&2',
      'exit 1',
    ].join('\n');
    const raw = await runProcess({ argv: ['/bin/bash', '--norc', '--noprofile', '-c', chain], limits: LIMITS }, hooks);
    expect(raw).toMatchObject({ started: true, exitCode: 1 });
    expect(Buffer.from(raw.stdout).toString()).toBe('program output\n');
    expect(Buffer.from(raw.stderr).toString()).toBe("Traceback: the program's own error\n");
    expect(raw.diagnostics).toBe('unshare: sigprocmask unblock failed: Invalid argument\n');
  });

  it("counts only the command's output against the output budget", async () => {
    const chain = `head -c 100000 /dev/zero | tr '\\0' x >&2; echo '{"child-pid": 1}' >&${STATUS_FD}; exec 2>&${COMMAND_STDERR_FD}; echo fine`;
    const raw = await runProcess({ argv: ['/bin/bash', '--norc', '--noprofile', '-c', chain], limits: LIMITS }, hooks);
    expect(raw.stopReason).toBeNull();
    expect(raw.truncated).toBe(false);
    expect(Buffer.from(raw.stdout).toString()).toBe('fine\n');
    expect(raw.diagnostics.length).toBe(8192);
  });
});
