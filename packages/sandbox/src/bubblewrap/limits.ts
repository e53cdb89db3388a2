// Checks a run's limits before anything starts: every one must be a positive, finite number.
import type { SandboxLimits } from '../types';

const NAMES: (keyof SandboxLimits)[] = ['cpuSeconds', 'wallSeconds', 'memoryMb', 'processes', 'fileSizeMb', 'outputBytes'];
const WHOLE: (keyof SandboxLimits)[] = ['memoryMb', 'processes', 'fileSizeMb', 'outputBytes'];

export function checkLimits(limits: SandboxLimits): void {
  for (const name of NAMES) {
    const value = limits[name];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new RangeError(`Sandbox limit ${name} must be a positive number, not ${value}.`);
    if (WHOLE.includes(name) && !Number.isInteger(value)) throw new RangeError(`Sandbox limit ${name} must be a whole number, not ${value}.`);
  }
}

/** Environment variable names a run may set (the shell's rules), so that none can smuggle `=` or NUL. */
export function checkEnv(env: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(env)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new RangeError(`Not an environment variable name: ${JSON.stringify(name)}.`);
    if (typeof value !== 'string' || value.includes('\0')) throw new RangeError(`The value of ${name} must be text without NUL bytes.`);
  }
}
