import { LIMIT_KEYS, type AutograderLanguage, type Environment, type EnvironmentUpdate, type LimitKey, type RunLimits, type ValidationErrorBody } from '@marginalia/contracts';

// The environment form's values, what a save sends, and where the server's messages go.

export interface EnvironmentValues {
  language: AutograderLanguage;
  buildCommand: string;
  limits: RunLimits;
  runOnUpload: boolean;
  /** Empty (null) for no limit. */
  maxStudentTestRuns: number | null;
  /** Empty (null) for nudge mode off. */
  nudgeLimit: number | null;
  testsAsTextFile: boolean;
}

export const ENVIRONMENT_FIELDS = ['language', 'buildCommand', 'runOnUpload', 'maxStudentTestRuns', 'nudgeLimit', 'testsAsTextFile'] as const;

/**
 * The build command's placeholder per language: what runs when it is left empty, or a typical one. Java compiles
 * every .java file by default; C and C++ need one for input/output tests (unit tests compile themselves).
 */
export const BUILD_COMMAND_EXAMPLES: Record<AutograderLanguage, string> = {
  python: 'None needed (for example python3 -m py_compile *.py)',
  java: 'Empty: javac compiles every .java file',
  c: 'gcc -O2 -Wall -o main *.c -lm',
  cpp: 'g++ -O2 -Wall -std=c++17 -o main *.cpp',
  javascript: 'None needed (for example node --check main.js)',
  bash: 'None needed',
  other: 'make',
};

export function valuesOf(environment: Environment): EnvironmentValues {
  const { language, buildCommand, limits, runOnUpload, maxStudentTestRuns, nudgeLimit, testsAsTextFile } = environment;
  return { language, buildCommand, limits: { ...limits }, runOnUpload, maxStudentTestRuns, nudgeLimit, testsAsTextFile };
}

/** The whole form as a PATCH body; an emptied number means "no limit" (null). */
export function updateOf(values: EnvironmentValues): EnvironmentUpdate {
  return {
    language: values.language,
    buildCommand: values.buildCommand,
    limits: Object.fromEntries(LIMIT_KEYS.map((key) => [key, values.limits[key]])) as RunLimits,
    runOnUpload: values.runOnUpload,
    maxStudentTestRuns: values.maxStudentTestRuns ?? null,
    nudgeLimit: values.nudgeLimit ?? null,
    testsAsTextFile: values.testsAsTextFile,
  };
}

export interface SortedEnvironmentErrors {
  /** Messages per form field. */
  fields: { name: (typeof ENVIRONMENT_FIELDS)[number] | ['limits', LimitKey]; errors: string[] }[];
  /** Messages about the limits as a group (the server answers every limit problem under `limits`). */
  limits: string[];
  /** Everything else, for an alert above the form. */
  general: string[];
}

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Sorts a 400's messages: the form's own fields, the limits group (`limits` or `limits.<key>`), the rest. */
export function sortEnvironmentErrors(errors: ValidationErrorBody): SortedEnvironmentErrors {
  const sorted: SortedEnvironmentErrors = { fields: [], limits: [], general: [] };
  for (const [key, messages] of Object.entries(errors)) {
    const limitKey = key.startsWith('limits.') ? key.slice('limits.'.length) : null;
    if (key === 'limits') sorted.limits.push(...messages);
    else if (limitKey !== null && isOneOf(LIMIT_KEYS, limitKey)) sorted.fields.push({ name: ['limits', limitKey], errors: messages });
    else if (isOneOf(ENVIRONMENT_FIELDS, key)) sorted.fields.push({ name: key, errors: messages });
    else sorted.general.push(...(key === 'non_field_errors' ? messages : messages.map((message) => `${key}: ${message}`)));
  }
  return sorted;
}
