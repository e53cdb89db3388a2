// How a run ended, from what the worker saw. bwrap reports a command killed by signal N as exit status 128 + N
// (as shells do), so a program that exits with such a status is read as killed by that signal.
import { constants } from 'node:os';
import type { SandboxRunResult, SandboxVerdict } from '../types';

/** Why the worker itself stopped a run, if it did. */
export type StopReason = 'wall' | 'output' | 'cpu' | 'cancelled';

export interface VerdictInput {
  stopReason: StopReason | null;
  /** The exit status the run's command chain reported, or null when it was killed before reporting. */
  exitCode: number | null;
  /** CPU of the whole run from its cgroup, in seconds; null without cgroups. */
  cpuSeconds: number | null;
  cpuLimitSeconds: number;
  /** The kernel's OOM killer acted in the run's memory cgroup. */
  oomKilled: boolean;
}

/** Number to name, the first name listed winning (SIGABRT, not its alias SIGIOT). */
const SIGNAL_NAMES = new Map<number, string>();
for (const [name, number] of Object.entries(constants.signals)) if (!SIGNAL_NAMES.has(number)) SIGNAL_NAMES.set(number, name);

export function signalName(number: number): string {
  return SIGNAL_NAMES.get(number) ?? `SIG${number}`;
}

const BY_REASON: Record<StopReason, SandboxVerdict> = { wall: 'wall_time', output: 'output_limit', cpu: 'cpu_time', cancelled: 'cancelled' };

export function decideVerdict(input: VerdictInput): Pick<SandboxRunResult, 'verdict' | 'exitCode' | 'signal'> {
  const cpuSpent = input.cpuSeconds !== null && input.cpuSeconds >= input.cpuLimitSeconds;
  // Cancelling and the output limit are decisions the caller sees as such, whatever the run was doing.
  if (input.stopReason === 'cancelled' || input.stopReason === 'output') return { verdict: BY_REASON[input.stopReason], exitCode: null, signal: null };
  if (input.oomKilled) return { verdict: 'memory', exitCode: null, signal: 'SIGKILL' };
  if (input.stopReason) return { verdict: cpuSpent ? 'cpu_time' : BY_REASON[input.stopReason], exitCode: null, signal: input.stopReason === 'wall' ? null : 'SIGKILL' };
  const code = input.exitCode;
  if (code === null) return { verdict: 'signalled', exitCode: null, signal: 'SIGKILL' };
  if (code > 128 && code <= 128 + 64) {
    const number = code - 128;
    const name = signalName(number);
    // RLIMIT_CPU sends SIGXCPU at the limit and SIGKILL a second later.
    if (number === constants.signals.SIGXCPU || (number === constants.signals.SIGKILL && cpuSpent)) {
      return { verdict: 'cpu_time', exitCode: null, signal: name };
    }
    return { verdict: 'signalled', exitCode: null, signal: name };
  }
  return { verdict: 'exited', exitCode: code, signal: null };
}
