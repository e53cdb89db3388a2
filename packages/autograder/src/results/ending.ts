// How a sandboxed command ended, in the words a result's log uses. Anything but an ordinary exit is an error
// result (a time-out, a crash, a limit), never a wrong answer.
import type { SandboxLimits, SandboxRunResult } from '@marginalia/sandbox';
import { RunCancelledError } from '../errors';

/** Null when the command exited by itself (whatever its code), else why it was stopped. */
export function abnormalEnding(result: SandboxRunResult, limits: SandboxLimits): string | null {
  switch (result.verdict) {
    case 'exited':
      return null;
    case 'wall_time':
      return `Time limit of ${limits.wallSeconds} s exceeded.`;
    case 'cpu_time':
      return `CPU time limit of ${limits.cpuSeconds} s exceeded.`;
    case 'memory':
      return `Memory limit of ${limits.memoryMb} MB exceeded.`;
    case 'output_limit':
      return `Output limit of ${Math.round(limits.outputBytes / 1024)} KB exceeded; the output was cut there.`;
    case 'signalled':
      return `The program crashed (${result.signal ?? 'killed by a signal'}).`;
    case 'cancelled':
      throw new RunCancelledError();
  }
}
