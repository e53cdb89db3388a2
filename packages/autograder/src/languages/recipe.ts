// How one language runs a unit or io test: the files to write (the test file, the harness), an optional compile
// step, and the command that prints the protocol of results/protocol.ts.
import type { AutograderLanguage } from '@marginalia/contracts';
import type { HarnessFile } from '../harness-files';

export interface Recipe {
  /** Harness files, written into the run's harness folder. */
  harness: readonly HarnessFile[];
  /** Compiles the test (and what it needs); its failure fails the test before anything ran. */
  compile?: readonly string[];
  command: readonly string[];
}

const EXTENSIONS: Record<string, AutograderLanguage> = {
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  java: 'java',
  c: 'c',
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
};

/** The language of a test file: by its extension, else the environment's. */
export function languageOfFile(fileName: string, fallback: AutograderLanguage): AutograderLanguage {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? fallback;
}
