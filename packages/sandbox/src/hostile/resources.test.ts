// Hostile programs that go after the machine's resources: processes, memory, CPU, stack, descriptors and threads.
// Each ends with a defined verdict within the wall limit plus two seconds, and leaves no process behind.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SHORT, UNAVAILABLE, compileC, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

/** A CPU limit far below the wall limit, so that a busy machine cannot turn a CPU verdict into a wall one. */
const CPU_BOUND = { ...SHORT, cpuSeconds: 1, wallSeconds: 8 };

describe.skipIf(UNAVAILABLE)('hostile programs against resources', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31101, slots: 2 });

  it('contains a fork bomb to its own uid while another workspace keeps working', async () => {
    const bombed = await env.workspace();
    const neighbour = await env.workspace();
    try {
      await bombed.writeFile('bomb.sh', program('fork-bomb.sh'));
      const bomb = hostileRun(bombed, { command: ['bash', 'bomb.sh'], limits: SHORT });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const meanwhile = await neighbour.run({ command: ['python3', '-c', 'print(sum(range(10)))'], limits: SHORT });
      expect(meanwhile).toMatchObject({ verdict: 'exited', exitCode: 0 });
      expect(text(meanwhile.stdout)).toBe('45\n');
      const result = await bomb;
      expect(['wall_time', 'exited', 'signalled']).toContain(result.verdict);
      // The host can still start processes.
      expect(spawnSync('true').status).toBe(0);
    } finally {
      await Promise.all([bombed.dispose(), neighbour.dispose()]);
    }
  });

  it('stops one process that takes all the memory it can', async () => {
    const workspace = await env.workspace();
    try {
      const hog = await compileC(workspace, 'memory-hog.c');
      const result = await hostileRun(workspace, { command: [hog], limits: SHORT });
      // The address-space limit makes malloc fail first (or the memory cgroup kills it).
      expect(['exited', 'memory', 'signalled']).toContain(result.verdict);
      if (result.verdict === 'exited') expect(text(result.stdout)).toMatch(/^allocation failed after \d+ MiB/);
      if (result.verdict === 'exited') expect(result.exitCode).toBe(1);
    } finally {
      await workspace.dispose();
    }
  });

  it('stops many processes that together take more memory than the run may have', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('hogs.py', program('many-hogs.py'));
      const result = await hostileRun(workspace, { command: ['python3', 'hogs.py'], limits: SHORT });
      if (workspace.cgroupsActive) expect(result.verdict).toBe('memory');
      else expect(result.verdict).toBe('exited');
      // The run says how its memory was counted: by its cgroup here, for the whole run.
      if (workspace.cgroupsActive) expect(result.limitsInForce.memory).toEqual({ mb: SHORT.memoryMb, scope: expect.stringMatching(/^cgroup-v[12]$/) });
    } finally {
      await workspace.dispose();
    }
  });

  it('stops a CPU loop on one thread and on many threads at the CPU limit', async () => {
    const workspace = await env.workspace();
    try {
      const single = await hostileRun(workspace, { command: ['python3', '-c', 'while True: pass'], limits: CPU_BOUND });
      expect(single.verdict).toBe('cpu_time');
      const spinner = await compileC(workspace, 'spin-threads.c', ['-pthread']);
      const threads = await hostileRun(workspace, { command: [spinner], limits: CPU_BOUND });
      expect(threads.verdict).toBe('cpu_time');
    } finally {
      await workspace.dispose();
    }
  });

  it('counts the CPU of all processes of a run together where cgroups allow', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('spin.sh', program('spin-processes.sh'));
      const result = await hostileRun(workspace, { command: ['bash', 'spin.sh'], limits: CPU_BOUND });
      // Four processes at 1 s each would be 4 s of CPU; the run's total stops them at 1 s.
      if (workspace.cgroupsActive) expect(result.verdict).toBe('cpu_time');
      else expect(['cpu_time', 'wall_time']).toContain(result.verdict);
    } finally {
      await workspace.dispose();
    }
  });

  it('ends deep recursion with a crash, not a hang', async () => {
    const workspace = await env.workspace();
    try {
      const recurse = await compileC(workspace, 'deep-recursion.c');
      const c = await hostileRun(workspace, { command: [recurse], limits: SHORT });
      expect(c).toMatchObject({ verdict: 'signalled', signal: 'SIGSEGV' });
      const python = await hostileRun(workspace, {
        command: ['python3', '-c', 'import sys\nsys.setrecursionlimit(10**7)\ndef f(n): return f(n+1)\nf(0)'],
        limits: CPU_BOUND,
      });
      // Python 3.11 keeps its frames on the heap: it runs out of CPU time or memory rather than stack.
      expect(['signalled', 'exited', 'cpu_time', 'memory']).toContain(python.verdict);
      if (python.verdict === 'exited') expect(python.exitCode).not.toBe(0);
    } finally {
      await workspace.dispose();
    }
  });

  it('gives every run of a slot its whole process limit, however many ran before', async () => {
    const workspace = await env.workspace();
    try {
      const limits = { ...SHORT, processes: 4 };
      for (let i = 0; i < 10; i++) {
        const result = await workspace.run({ command: ['sh', '-c', 'sleep 0.01 & sleep 0.01 & wait; echo ok'], limits });
        expect(text(result.stderr)).toBe('');
        expect(text(result.stdout)).toBe('ok\n');
      }
    } finally {
      await workspace.dispose();
    }
  });

  it('refuses open files and threads past their limits', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('exhaust.py', program('exhaust.py'));
      const result = await hostileRun(workspace, { command: ['python3', 'exhaust.py'], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const [files, threads] = text(result.stdout).trim().split('\n');
      // 256 descriptors at most (EMFILE = 24), and threads stop within the process limit.
      expect(files).toMatch(/^files 25\d 24$/);
      const started = Number(threads?.split(' ')[1]);
      expect(started).toBeGreaterThan(0);
      expect(started).toBeLessThan(SHORT.processes);
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
