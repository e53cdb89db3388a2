// Hostile programs that go after time and output: sleeping or blocking past the wall limit, 10 GB of output,
// core dumps, signals aimed at the sandbox's own processes, and a caller who cancels.
import { describe, expect, it } from 'vitest';
import { SHORT, UNAVAILABLE, compileC, hostileRun, program, requireSandbox, text, useSandbox } from './harness';

describe.skipIf(UNAVAILABLE)('hostile programs against time and output', { timeout: 30_000 }, () => {
  const env = useSandbox({ firstUid: 31201 });

  it('stops a sleep and a blocking read at the wall limit', async () => {
    const workspace = await env.workspace();
    try {
      const sleeper = await hostileRun(workspace, { command: ['sleep', '60'], limits: SHORT });
      expect(sleeper).toMatchObject({ verdict: 'wall_time', exitCode: null });
      // A FIFO nobody will ever write to: the open blocks forever.
      const reader = await hostileRun(workspace, { command: ['sh', '-c', 'mkfifo /tmp/never && cat /tmp/never'], limits: SHORT });
      expect(reader.verdict).toBe('wall_time');
      // stdin is closed after what the caller gave: a program reading it to the end does not hang.
      const stdin = await hostileRun(workspace, { command: ['cat'], stdin: 'all of it', limits: SHORT });
      expect(stdin).toMatchObject({ verdict: 'exited', exitCode: 0 });
      expect(text(stdin.stdout)).toBe('all of it');
      // A program that exits without reading its input (the worker's write meets a closed pipe) is not an error.
      const unread = await hostileRun(workspace, { command: ['true'], stdin: new Uint8Array(8 * 1024 * 1024), limits: SHORT });
      expect(unread).toMatchObject({ verdict: 'exited', exitCode: 0 });
    } finally {
      await workspace.dispose();
    }
  });

  it('stops 10 GB of output at the output limit, keeping exactly the limit', async () => {
    const workspace = await env.workspace();
    try {
      const flood = await compileC(workspace, 'flood.c');
      const result = await hostileRun(workspace, { command: [flood], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'output_limit', outputTruncated: true });
      expect(result.stdout.length + result.stderr.length).toBe(SHORT.outputBytes);
      // A program that ignores SIGPIPE and writes to both streams is stopped all the same.
      const both = await hostileRun(workspace, { command: ['sh', '-c', 'trap "" PIPE; yes out & yes err >&2'], limits: SHORT });
      expect(both).toMatchObject({ verdict: 'output_limit', outputTruncated: true });
      expect(both.stdout.length + both.stderr.length).toBe(SHORT.outputBytes);
    } finally {
      await workspace.dispose();
    }
  });

  it('keeps output just under the limit whole, and does not flag it', async () => {
    const workspace = await env.workspace();
    try {
      const exact = await hostileRun(workspace, { command: ['head', '-c', String(SHORT.outputBytes), '/dev/zero'], limits: SHORT });
      expect(exact).toMatchObject({ verdict: 'exited', exitCode: 0, outputTruncated: false });
      expect(exact.stdout.length).toBe(SHORT.outputBytes);
    } finally {
      await workspace.dispose();
    }
  });

  it('writes no core dumps, however many processes crash asking for them', async () => {
    const workspace = await env.workspace();
    try {
      const bomb = await compileC(workspace, 'core-bomb.c');
      // From /tmp too, where a core file would land with the usual core pattern.
      const result = await hostileRun(workspace, { command: ['sh', '-c', `cd /tmp && /box/${bomb.slice(2)}; echo crashed`], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      const direct = await hostileRun(workspace, { command: [bomb], limits: SHORT });
      expect(direct).toMatchObject({ verdict: 'signalled', signal: 'SIGABRT' });
      const listing = await workspace.run({ command: ['sh', '-c', 'ls -A /box /tmp'], limits: SHORT });
      expect(text(listing.stdout)).not.toMatch(/^core(\.\d+)?$/m);
    } finally {
      await workspace.dispose();
    }
  });

  it('lets signals reach only the run itself: its parent, every process and pid 1 are its own', async () => {
    const workspace = await env.workspace();
    try {
      for (const attack of ['kill -9 $PPID', 'kill -9 -1', 'kill -9 1', 'kill -TERM 0']) {
        const result = await hostileRun(workspace, { command: ['sh', '-c', `${attack}; sleep 1; echo survived`], limits: SHORT });
        expect(['exited', 'signalled']).toContain(result.verdict);
      }
      // The worker is untouched, and the next run works.
      const after = await workspace.run({ command: ['echo', 'fine'], limits: SHORT });
      expect(text(after.stdout)).toBe('fine\n');
    } finally {
      await workspace.dispose();
    }
  });

  it('stops a run at once when the caller cancels it', async () => {
    const workspace = await env.workspace();
    try {
      const controller = new AbortController();
      setTimeout(() => controller.abort(), 300);
      const result = await hostileRun(workspace, { command: ['sleep', '60'], limits: { ...SHORT, wallSeconds: 60 }, signal: controller.signal });
      expect(result.verdict).toBe('cancelled');
      expect(result.durationMs).toBeLessThan(60_000);
      const before = new AbortController();
      before.abort();
      expect((await workspace.run({ command: ['true'], limits: SHORT, signal: before.signal })).verdict).toBe('cancelled');
    } finally {
      await workspace.dispose();
    }
  });

  it('ends daemons that try to outlive the run (double fork, setsid, nohup)', async () => {
    const workspace = await env.workspace();
    try {
      await workspace.writeFile('daemons.sh', program('daemons.sh'));
      const result = await hostileRun(workspace, { command: ['sh', 'daemons.sh'], limits: SHORT });
      expect(result).toMatchObject({ verdict: 'exited', exitCode: 0 });
      expect(text(result.stdout)).toBe('started\n');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const name of ['late-double', 'late-setsid', 'late-nohup']) expect(await workspace.readFile(name, 100)).toBeNull();
    } finally {
      await workspace.dispose();
    }
  });
});

requireSandbox();
