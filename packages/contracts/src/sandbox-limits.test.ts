import { describe, expect, it } from 'vitest';
import { limitsInForceText, workerSandboxText } from './sandbox-limits';

describe('limitsInForceText', () => {
  it('says how each limit was counted, whole run or per process', () => {
    expect(
      limitsInForceText({
        memory: { mb: 768, scope: 'cgroup-v1' },
        processes: { max: 64, scope: 'cgroup-v1' },
        cpu: { seconds: 10, scope: 'cgroup-v1', cores: null },
        wallSeconds: 30,
        disk: { mb: 256, scope: 'tmpfs' },
      }),
    ).toBe('Limits in force: memory 768 MB for the whole run (cgroup v1), 64 processes for the whole run (cgroup v1), CPU 10 s for the whole run (cgroup v1), wall clock 30 s, disk 256 MB in memory.');
    expect(
      limitsInForceText({
        memory: { mb: 512, scope: 'per-process' },
        processes: { max: 8, scope: 'per-uid' },
        cpu: { seconds: 2.5, scope: 'per-process', cores: null },
        wallSeconds: 4,
        disk: { mb: 1024, scope: 'tmpfs' },
      }),
    ).toBe("Limits in force: memory 512 MB per process (no cgroup), 8 processes for the run's user (no cgroup), CPU 2.5 s per process (no cgroup), wall clock 4 s, disk 1024 MB in memory.");
  });
});

describe('workerSandboxText', () => {
  it('names a refusing worker with its reason', () => {
    expect(workerSandboxText({ worker: 'w (uid 10001)', available: false, reason: 'No cgroup.', scope: null, checked: '2026-01-01T00:00:00Z' })).toBe('w (uid 10001) refuses to run submissions: No cgroup.');
  });
});
