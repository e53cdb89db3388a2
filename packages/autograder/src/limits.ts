// The assignment's limits as the sandbox takes them. Every test gets the environment's limits, with its own wall
// time when the test case sets one.
import type { RunLimits } from '@marginalia/contracts';
import type { SandboxLimits } from '@marginalia/sandbox';

export function sandboxLimits(limits: RunLimits, wallSeconds: number = limits.wallSeconds): SandboxLimits {
  return {
    cpuSeconds: limits.cpuSeconds,
    wallSeconds,
    memoryMb: limits.memoryMb,
    processes: limits.processes,
    fileSizeMb: limits.fileSizeMb,
    outputBytes: limits.outputKb * 1024,
  };
}
