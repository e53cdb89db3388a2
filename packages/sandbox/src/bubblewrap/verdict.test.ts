import { describe, expect, it } from 'vitest';
import { decideVerdict, type VerdictInput } from './verdict';

const base: VerdictInput = { stopReason: null, exitCode: 0, cpuSeconds: 0.1, cpuLimitSeconds: 2, oomKilled: false };

describe('decideVerdict', () => {
  it('reports an exit code as such', () => {
    expect(decideVerdict({ ...base, exitCode: 3 })).toEqual({ verdict: 'exited', exitCode: 3, signal: null });
  });

  it('reads 128 + N as killed by signal N, with the canonical name', () => {
    expect(decideVerdict({ ...base, exitCode: 139 })).toEqual({ verdict: 'signalled', exitCode: null, signal: 'SIGSEGV' });
    expect(decideVerdict({ ...base, exitCode: 134 })).toEqual({ verdict: 'signalled', exitCode: null, signal: 'SIGABRT' });
  });

  it('counts SIGXCPU, and SIGKILL once the CPU is spent, as the CPU limit', () => {
    expect(decideVerdict({ ...base, exitCode: 128 + 24 }).verdict).toBe('cpu_time');
    expect(decideVerdict({ ...base, exitCode: 137, cpuSeconds: 2.5 }).verdict).toBe('cpu_time');
    expect(decideVerdict({ ...base, exitCode: 137, cpuSeconds: 0.5 }).verdict).toBe('signalled');
  });

  it('puts the OOM killer before anything but cancelling and the output limit', () => {
    expect(decideVerdict({ ...base, exitCode: 137, oomKilled: true }).verdict).toBe('memory');
    expect(decideVerdict({ ...base, stopReason: 'wall', oomKilled: true }).verdict).toBe('memory');
    expect(decideVerdict({ ...base, stopReason: 'output', oomKilled: true }).verdict).toBe('output_limit');
    expect(decideVerdict({ ...base, stopReason: 'cancelled', oomKilled: true }).verdict).toBe('cancelled');
  });

  it('names the limit the worker stopped the run at', () => {
    expect(decideVerdict({ ...base, stopReason: 'wall', exitCode: null })).toEqual({ verdict: 'wall_time', exitCode: null, signal: null });
    expect(decideVerdict({ ...base, stopReason: 'cpu', exitCode: null }).verdict).toBe('cpu_time');
    // A wall stop after the CPU was spent is the CPU's doing.
    expect(decideVerdict({ ...base, stopReason: 'wall', cpuSeconds: 3 }).verdict).toBe('cpu_time');
  });
});
