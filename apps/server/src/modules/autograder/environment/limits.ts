import { DEFAULT_RUN_LIMITS, LIMIT_KEYS, LIMIT_LABELS, ENVIRONMENT_MESSAGES, type RunLimits } from '@marginalia/contracts';
import type { Config } from '../../../core/config';
import { fieldErrors } from '../../../http/errors';

// A run's limits: the product's defaults, an instructor's choice for the assignment, and this server's caps
// (AUTOGRADER_MAX_* settings) above both. A cap lowered after an instructor chose more applies at the next run.

export function limitCaps(config: Config): RunLimits {
  return {
    cpuSeconds: config.AUTOGRADER_MAX_CPU_SECONDS,
    wallSeconds: config.AUTOGRADER_MAX_WALL_SECONDS,
    memoryMb: config.AUTOGRADER_MAX_MEMORY_MB,
    processes: config.AUTOGRADER_MAX_PROCESSES,
    fileSizeMb: config.AUTOGRADER_MAX_FILE_SIZE_MB,
    outputKb: config.AUTOGRADER_MAX_OUTPUT_KB,
  };
}

/** Each limit at most its cap. */
export function withinCaps(limits: RunLimits, caps: RunLimits): RunLimits {
  const capped = { ...limits };
  for (const key of LIMIT_KEYS) capped[key] = Math.min(limits[key], caps[key]);
  return capped;
}

/** The defaults, as this server allows them. */
export function defaultLimits(config: Config): RunLimits {
  return withinCaps(DEFAULT_RUN_LIMITS, limitCaps(config));
}

/** Refuses (400, under `limits`) any limit over its cap; changes nothing. */
export function assertWithinCaps(limits: Partial<RunLimits>, caps: RunLimits): void {
  const problems: string[] = [];
  for (const key of LIMIT_KEYS) {
    const value = limits[key];
    if (value !== undefined && value > caps[key]) problems.push(`${LIMIT_LABELS[key].label}: ${ENVIRONMENT_MESSAGES.limitOverCap(caps[key])}`);
  }
  if (problems.length > 0) throw fieldErrors({ limits: problems });
}
