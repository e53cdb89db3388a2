// The same sandbox on a host without usable cgroups (forced here with a finder that finds none). By default it
// refuses to run anything; where the operator allowed per-process limits, the rlimits alone hold the line, and
// whatever a run leaves is found by searching /proc for the slot's uid.
import { describe, expect, it } from 'vitest';
import type { CgroupFinder } from '../bubblewrap/cgroups';
import { SHORT, UNAVAILABLE, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

const NO_CGROUPS: CgroupFinder = () => Promise.resolve({ backend: null, reason: 'No cgroup can cap a run here (test).' });

describe.skipIf(UNAVAILABLE)('the sandbox without cgroups', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31511, findCgroups: NO_CGROUPS });

  it('refuses to run, saying why', async () => {
    const availability = await env.sandbox.availability();
    expect(availability.available).toBe(false);
    if (availability.available) return;
    expect(availability.reason).toBe(
      'No cgroup can cap a run here (test). The worker refuses to run submissions on per-process limits alone (SANDBOX_ALLOW_PROCESS_LIMITS_ONLY=on allows it).',
    );
    await expect(env.sandbox.createWorkspace({ diskMb: 1, maxFiles: 16 })).rejects.toThrow(/refuses to run submissions/);
    // The refusal gave its slot back: the sandbox still answers, and still says no.
    expect((await env.sandbox.availability()).available).toBe(false);
  });
});

describe.skipIf(UNAVAILABLE)('the sandbox whose cgroup backend cannot make groups', { timeout: 30_000 }, () => {
  const readOnly: CgroupFinder = () => Promise.resolve({ backend: { version: 'cgroup-v2', openSlot: () => Promise.reject(new Error('read-only here')) } });
  const env = useSandbox({ firstUid: 31521, findCgroups: readOnly });

  it('refuses to run, saying why', async () => {
    expect(await env.sandbox.availability()).toEqual({
      available: false,
      reason: "The worker cannot make the run's cgroup-v2 group: read-only here. The worker refuses to run submissions on per-process limits alone (SANDBOX_ALLOW_PROCESS_LIMITS_ONLY=on allows it).",
    });
  });
});

describe.skipIf(UNAVAILABLE)('the sandbox with rlimits only, where the operator allows it', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31501, findCgroups: NO_CGROUPS, allowProcessLimitsOnly: true });

  it('says that it enforces no cgroup limits', async () => {
    const availability = await env.sandbox.availability();
    expect(availability).toEqual({ available: true, enforced: ['namespaces', 'uid-per-slot', 'rlimits', 'tmpfs-disk', 'seccomp'], scope: 'per-process' });
  });

  it('stops a CPU loop with SIGXCPU, and a fork bomb at the wall limit, leaving nothing', async () => {
    const workspace = await env.workspace();
    try {
      expect(workspace.cgroupsActive).toBe(false);
      const loop = await hostileRun(workspace, { command: ['python3', '-c', 'while True: pass'], limits: { ...SHORT, cpuSeconds: 1, wallSeconds: 8 } });
      expect(loop).toMatchObject({ verdict: 'cpu_time', signal: 'SIGXCPU' });
      expect(loop.limitsInForce).toEqual({
        memory: { mb: SHORT.memoryMb, scope: 'per-process' },
        processes: { max: SHORT.processes, scope: 'per-uid' },
        cpu: { seconds: 1, scope: 'per-process', cores: null },
        wallSeconds: 8,
        disk: { mb: 16, scope: 'tmpfs' },
      });
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
