// The harness sources shipped in this package (src/harness/), read once and written into each run that needs them.
import { readFile } from 'node:fs/promises';

export const HARNESS_FILES = [
  'python_unit.py',
  'python_io.py',
  'node_nonce.mjs',
  'node_unit_reporter.mjs',
  'node_io.mjs',
  'MarginaliaJUnitRunner.java',
  'marginalia_test.h',
  'marginalia_test_main.c',
] as const;
export type HarnessFile = (typeof HARNESS_FILES)[number];

const cache = new Map<HarnessFile, Promise<string>>();

export function harnessSource(name: HarnessFile): Promise<string> {
  let source = cache.get(name);
  if (!source) {
    source = readFile(new URL(`./harness/${name}`, import.meta.url), 'utf8');
    cache.set(name, source);
  }
  return source;
}
