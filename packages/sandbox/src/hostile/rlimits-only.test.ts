// The same sandbox on a host without usable cgroups (forced here with `cgroups: false`): the rlimits alone hold
// the line, and whatever a run leaves is found by searching /proc for the slot's uid.
import { describe, expect, it } from 'vitest';
import { SHORT, UNAVAILABLE, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

describe.skipIf(UNAVAILABLE)('the sandbox with rlimits only', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31501, cgroups: false });

  it('says that it enforces no cgroup limits', async () => {
    const availability = await env.sandbox.availability();
    expect(availability).toEqual({ available: true, enforced: ['namespaces', 'uid-per-slot', 'rlimits', 'tmpfs-disk', 'seccomp'] });
  });

  it('stops a CPU loop with SIGXCPU, and a fork bomb at the wall limit, leaving nothing', async () => {
    const workspace = await env.workspace();
    try {
      expect(workspace.cgroupsActive).toBe(false);
      const loop = await hostileRun(workspace, { command: ['python3', '-c', 'while True: pass'], limits: { ...SHORT, cpuSeconds: 1, wallSeconds: 8 } });
      expect(loop).toMatchObject({ verdict: 'cpu_time', signal: 'SIGXCPU' });
      await workspace.writeFile('bomb.sh', program('fork-bomb.sh'));
      const bomb = await hostileRun(workspace, { command: ['bash', 'bomb.sh'], limits: SHORT });
      expect(['wall_time', 'exited', 'signalled']).toContain(bomb.verdict);
      const after = await workspace.run({ command: ['echo', 'fine'], limits: SHORT });
      expect(text(after.stdout)).toBe('fine\n');
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
