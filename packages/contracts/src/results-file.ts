import { z } from 'zod';
import { LeaderboardValue, OutputFormat, ResultVisibility } from './autograder';

// The two results formats an autograder may report in (docs/AUTOGRADER.md, "Result formats"): Gradescope's
// results.json object and our native array. One schema each, used by the runner's parser (packages/autograder)
// and by POST /submissions/{id}/results/. Fields a format does not name are ignored; null counts as absent, as
// many scripts write `"max_score": null`.

/** The most tests one report may hold. */
export const MAX_REPORTED_TESTS = 1_000;
/** The longest name or category a report may give (the stored name is cut to 48 characters). */
const MAX_REPORTED_NAME = 10_000;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);
// Messages read after the field's path: `tests[3].score must be a number` (see resultsProblem).
const text = () => z.string({ error: 'must be a string' });
const num = () => z.number({ error: 'must be a number' }).finite('must be a finite number');
/** Points as the grade stores them (the bounds of a submission test's score). */
const points = () => num().min(-1_000_000, 'must be at least -1000000').max(1_000_000, 'must be at most 1000000');

/** One entry of the native array: `{ "id" | "name", "passed", "logs"?, "score"?, "category"? }`. */
export const NativeResult = z
  .object({
    id: optional(z.number({ error: 'must be a test case id' }).int('must be a test case id').positive('must be a test case id')),
    name: optional(text().max(MAX_REPORTED_NAME, 'is too long')),
    passed: z.boolean({ error: 'must be true or false' }),
    logs: optional(text()).transform((value) => value ?? ''),
    score: points().nullable().optional(),
    category: z.string({ error: 'must be a string' }).max(MAX_REPORTED_NAME, 'is too long').nullable().optional(),
  })
  .refine((value) => value.id !== undefined || (value.name !== undefined && value.name.trim() !== ''), 'Each result needs an "id" or a "name".');
export type NativeResult = z.output<typeof NativeResult>;

export const NativeResults = z.array(NativeResult).max(MAX_REPORTED_TESTS, `A run may report at most ${MAX_REPORTED_TESTS} results.`);

const Visibility = ResultVisibility.nullish().transform((value) => value ?? undefined);
const Format = OutputFormat.nullish().transform((value) => value ?? undefined);

/** One test of Gradescope's `tests[]`. */
export const GradescopeTest = z.object({
  score: optional(points()),
  max_score: optional(points().nonnegative('must not be negative')),
  status: z.enum(['passed', 'failed'], { error: 'must be "passed" or "failed"' }).nullish().transform((value) => value ?? undefined),
  name: optional(text().max(MAX_REPORTED_NAME, 'is too long')),
  name_format: Format,
  /** Orders the tests ("1.2" before "1.10"); a number is read as its text. */
  number: optional(z.union([z.string(), z.number()], { error: 'must be a string such as "1.2"' }).transform(String)),
  output: optional(text()),
  output_format: Format,
  tags: optional(z.array(text(), { error: 'must be a list of strings' })),
  visibility: Visibility,
});
export type GradescopeTest = z.output<typeof GradescopeTest>;

export const GradescopeLeaderboardEntry = z.object({
  name: text().min(1, 'may not be blank').max(100, 'is too long'),
  value: z.union([z.number().finite(), z.string().max(200)], { error: 'must be a number or a short string' }),
  order: z.enum(['asc', 'desc'], { error: 'must be "asc" or "desc"' }).nullish().transform((value) => value ?? 'desc'),
}) satisfies z.ZodType<LeaderboardValue, unknown>;

/** Gradescope's results.json. At least `score` or `tests` (with scores) is expected; neither gives an empty report. */
export const GradescopeResults = z.object({
  score: optional(points()),
  /** Seconds. */
  execution_time: optional(num().nonnegative('must not be negative').max(1_000_000, 'must be at most 1000000 seconds')),
  output: optional(text()),
  output_format: Format,
  test_output_format: Format,
  test_name_format: Format,
  visibility: Visibility,
  stdout_visibility: Visibility,
  extra_data: optional(z.record(z.string(), z.unknown(), { error: 'must be an object' })),
  tests: optional(z.array(GradescopeTest, { error: 'must be a list' }).max(MAX_REPORTED_TESTS, `may hold at most ${MAX_REPORTED_TESTS} tests`)),
  leaderboard: optional(z.array(GradescopeLeaderboardEntry, { error: 'must be a list' }).max(50, 'may hold at most 50 values')),
});
export type GradescopeResults = z.output<typeof GradescopeResults>;

/** Body of POST /submissions/{id}/results/: a Gradescope results object or the native array. */
export const ResultsUpload = z.union([GradescopeResults, NativeResults]);

/** `tests[3].score`-style path of a value, as a results file's author reads it. */
export function resultsPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) out += typeof part === 'number' ? `[${part}]` : out === '' ? String(part) : `.${String(part)}`;
  return out;
}

/** The first problem of a results report in one sentence: "tests[3].score must be a number". */
export function resultsProblem(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const where = resultsPath(issue.path);
  if (where === '') return issue.message;
  // Our own messages start lower-case and follow the path; zod's and the refinements' are sentences of their own.
  return /^[a-z]/.test(issue.message) ? `${where} ${issue.message}` : `${issue.message} (at ${where})`;
}
