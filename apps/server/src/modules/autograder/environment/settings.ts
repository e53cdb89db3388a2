import type { AutograderLanguage, RunLimits } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { Config } from '../../../core/config';
import { defaultLimits, limitCaps, withinCaps } from './limits';
import { findEnvironment, type EnvironmentRow } from './queries';

// What a run of an assignment's tests is set up with: its environment row, or the defaults while it has none.
// The one read both the API (present.ts) and the runs (queueing, the worker) use.

export interface RunSettings {
  environmentId: number | null;
  language: AutograderLanguage;
  buildCommand: string;
  /** As stored, within this server's caps. */
  limits: RunLimits;
  runOnUpload: boolean;
  maxStudentTestRuns: number | null;
  nudgeLimit: number | null;
  testsAsTextFile: boolean;
}

export function storedLimits(row: EnvironmentRow): RunLimits {
  const { cpuSeconds, wallSeconds, memoryMb, processes, fileSizeMb, outputKb } = row;
  return { cpuSeconds, wallSeconds, memoryMb, processes, fileSizeMb, outputKb };
}

export function settingsOf(row: EnvironmentRow | null, config: Config): RunSettings {
  if (!row) {
    return {
      environmentId: null,
      language: 'python',
      buildCommand: '',
      limits: defaultLimits(config),
      runOnUpload: false,
      maxStudentTestRuns: null,
      nudgeLimit: null,
      testsAsTextFile: false,
    };
  }
  return {
    environmentId: row.id,
    language: row.language,
    buildCommand: row.buildCommand,
    limits: withinCaps(storedLimits(row), limitCaps(config)),
    runOnUpload: row.runOnUpload,
    maxStudentTestRuns: row.maxStudentTestRuns,
    nudgeLimit: row.nudgeLimit,
    testsAsTextFile: row.testsAsTextFile,
  };
}

export async function loadRunSettings(db: Executor, config: Config, assignmentId: number): Promise<RunSettings> {
  return settingsOf(await findEnvironment(db, assignmentId), config);
}
