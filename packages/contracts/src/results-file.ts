import { z } from 'zod';
import { LeaderboardValue, OutputFormat, ResultVisibility } from './autograder';

// The two results formats an autograder may report in (docs/AUTOGRADER.md, "Result formats"): Gradescope's
// results.json object and our native array. One schema each, used by the runner's parser (packages/autograder)
// and by POST /submissions/{id}/results/. Read as loosely as Gradescope reads them: fields a format does not name
// are ignored; null counts as absent, as many scripts write `"max_score": null`; numbers may be written as text
// (Gradescope's Python helper writes `"execution_time": "0.42"`); words in any case.

/** The most tests one report may hold. */
export const MAX_REPORTED_TESTS = 1_000;
/** The longest name or category a report may give (the stored name is cut to 48 characters). */
const MAX_REPORTED_NAME = 10_000;

const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? undefined);
// Messages read after the field's path: `tests[3].score must be a number` (see resultsProblem).
const text = () => z.string({ error: 'must be a string' });

/** A number written as text ("0.00", " 2 ", "1e3"), as Gradescope's Python helper writes `execution_time`. */
const NUMERIC_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
/** A number, or its text: Gradescope reads `"score": "2.5"` as 2.5, and so do we; blank text counts as absent. */
function numberOrText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return NUMERIC_TEXT.test(trimmed) ? Number(trimmed) : value;
}
/** Text written as a word in any case or spacing (`"Passed"`, `" hidden "`). */
const word = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || null : value);

const num = () => z.number({ error: 'must be a number' }).finite('must be a finite number');
/** Points as the grade stores them (the bounds of a submission test's score). */
const points = () => num().min(-1_000_000, 'must be at least -1000000').max(1_000_000, 'must be at most 1000000');
/** Optional, null or blank as absent, numbers given as text read as numbers. */
const looseNumber = <T extends z.ZodType>(schema: T) => z.preprocess(numberOrText, optional(schema));

/** One entry of the native array: `{ "id" | "name", "passed", "logs"?, "score"?, "category"? }`. */
export const NativeResult = z
  .object({
    id: optional(z.number({ error: 'must be a test case id' }).int('must be a test case id').positive('must be a test case id')),
    name: optional(text().max(MAX_REPORTED_NAME, 'is too long')),
    passed: z.boolean({ error: 'must be true or false' }),
    logs: optional(text()).transform((value) => value ?? ''),
    score: looseNumber(points()),
    category: z.string({ error: 'must be a string' }).max(MAX_REPORTED_NAME, 'is too long').nullable().optional(),
  })
  .refine((value) => value.id !== undefined || (value.name !== undefined && value.name.trim() !== ''), 'Each result needs an "id" or a "name".');
export type NativeResult = z.output<typeof NativeResult>;

export const NativeResults = z.array(NativeResult).max(MAX_REPORTED_TESTS, `A run may report at most ${MAX_REPORTED_TESTS} results.`);

const Visibility = z.preprocess(word, ResultVisibility.nullish().transform((value) => value ?? undefined));
const Format = z.preprocess(word, OutputFormat.nullish().transform((value) => value ?? undefined));

/** A name or tag: text, or a number read as its text (`@tags(1)` writes `[1]`). */
const label = () => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), text());

/**
 * Tags: a list (Python's tuple is written as one), a single tag as text, empty entries left out; a tag is
 * text or a number.
 */
const Tags = z.preprocess(
  (value) => (typeof value === 'string' || typeof value === 'number' ? [value] : Array.isArray(value) ? value.filter((tag) => tag !== null) : value),
  z.array(label(), { error: 'must be a list of strings' }),
);

/** One test of Gradescope's `tests[]`. */
export const GradescopeTest = z.object({
  score: looseNumber(points()),
  max_score: looseNumber(points().nonnegative('must not be negative')),
  status: z.preprocess(word, z.enum(['passed', 'failed'], { error: 'must be "passed" or "failed"' }).nullish().transform((value) => value ?? undefined)),
  name: optional(label().pipe(text().max(MAX_REPORTED_NAME, 'is too long'))),
  name_format: Format,
  /** Orders the tests ("1.2" before "1.10"); a number is read as its text. */
  number: optional(z.union([z.string(), z.number()], { error: 'must be a string such as "1.2"' }).transform(String)),
  output: optional(text()),
  output_format: Format,
  tags: optional(Tags),
  visibility: Visibility,
});
export type GradescopeTest = z.output<typeof GradescopeTest>;

/**
 * One leaderboard value. A column whose test never set its value is written with `"value": null` by Gradescope's
 * Python helper: such an entry is left out of the board (see GradescopeResults).
 */
export const GradescopeLeaderboardEntry = z.object({
  name: label().pipe(text().min(1, 'may not be blank').max(100, 'is too long')),
  value: z.preprocess(
    numberOrText,
    z.union([z.number().finite(), z.string().max(200)], { error: 'must be a number or a short string' }).nullable(),
  ),
  order: z.preprocess(word, z.enum(['asc', 'desc'], { error: 'must be "asc" or "desc"' }).nullish().transform((value) => value ?? 'desc')),
}) satisfies z.ZodType<Omit<LeaderboardValue, 'value'> & { value: LeaderboardValue['value'] | null }, unknown>;

/** Gradescope's results.json. At least `score` or `tests` (with scores) is expected; neither gives an empty report. */
export const GradescopeResults = z.object({
  score: looseNumber(points()),
  /** Seconds; Gradescope's Python helper writes it as text ("0.42"). */
  execution_time: looseNumber(num().nonnegative('must not be negative').max(1_000_000, 'must be at most 1000000 seconds')),
  output: optional(text()),
  output_format: Format,
  test_output_format: Format,
  test_name_format: Format,
  visibility: Visibility,
  stdout_visibility: Visibility,
  extra_data: optional(z.record(z.string(), z.unknown(), { error: 'must be an object' })),
  tests: optional(z.array(GradescopeTest, { error: 'must be a list' }).max(MAX_REPORTED_TESTS, `may hold at most ${MAX_REPORTED_TESTS} tests`)),
  leaderboard: optional(
    z
      .array(GradescopeLeaderboardEntry, { error: 'must be a list' })
      .max(50, 'may hold at most 50 values')
      .transform((entries) => entries.filter((entry): entry is LeaderboardValue => entry.value !== null)),
  ),
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
