// The stored baseline: one JSON file per suite and database in bench/baselines/, committed with the code, so a
// change that makes a path slower shows up against the numbers the code had before it. The numbers belong to the
// machine they were measured on (docs/ARCHITECTURE.md says which one and how to refresh them).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Measurement } from './measurement';

export const BASELINE_DIR = fileURLToPath(new URL('../../baselines/', import.meta.url));

export interface BaselineFile {
  suite: string;
  database: string;
  measuredAt: string;
  /** CPUs and load average when measured: how far to trust the numbers. */
  machine: string;
  measurements: Measurement[];
}

export const baselinePath = (suite: string, database: string) => `${BASELINE_DIR}${suite}.${database}.json`;

export function readBaseline(suite: string, database: string): BaselineFile | null {
  const file = baselinePath(suite, database);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BaselineFile;
}

export function writeBaseline(baseline: BaselineFile): string {
  mkdirSync(BASELINE_DIR, { recursive: true });
  const file = baselinePath(baseline.suite, baseline.database);
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
  return file;
}
