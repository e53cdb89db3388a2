// One shape for every results report (docs/AUTOGRADER.md, "Result formats"): Gradescope's results.json object or
// our native array, normalized into run-level facts (score override, output, visibility, extra data, leaderboard)
// and tests with a name unique within their category, in order. Pure: the server maps the tests onto test cases.
import {
  GradescopeResults,
  NativeResults,
  resultsProblem,
  type GradescopeTest,
  type LeaderboardValue,
  type NativeResult,
  type OutputFormat,
  type ResultVisibility,
} from '@marginalia/contracts';
import { MAX_RESULTS_FILE_BYTES, RESULTS_FILE } from './file-results';
import { capText, displayText, MAX_LOG_BYTES, testName } from '../text';

/** The category of a test that names none (no tag, no dotted number, no native `category`). */
export const DEFAULT_RESULTS_CATEGORY = 'Autograder';

export interface NormalizedTest {
  /** A test case of the assignment, when a native entry named one by `id`; null when named by `name`. */
  testCaseId: number | null;
  /** One line of at most 48 characters, unique within its category. */
  name: string;
  nameFormat: OutputFormat;
  /** Gradescope's `number` ("1.2"); null when absent. */
  number: string | null;
  category: string;
  passed: boolean;
  /** Points earned as reported; null when pass or fail decides. */
  score: number | null;
  /** The most the test is worth as reported (Gradescope's `max_score`); null when not said. */
  maxScore: number | null;
  output: string;
  outputTruncated: boolean;
  outputFormat: OutputFormat;
  tags: string[];
  /** Null when the test case's `exposed` decides (the native array says nothing of visibility). */
  visibility: ResultVisibility | null;
}

export interface NormalizedResults {
  format: 'gradescope' | 'native';
  /** The run's own total, replacing the sum of its tests' points; null: the sum. */
  score: number | null;
  output: string;
  outputFormat: OutputFormat;
  /** Who sees the run's score and output; null for the native array (nothing run-level to show). */
  visibility: ResultVisibility | null;
  /** Who sees what the autograder printed; null for the native array. */
  stdoutVisibility: ResultVisibility | null;
  extraData: Record<string, unknown> | null;
  executionTimeMs: number | null;
  leaderboard: LeaderboardValue[] | null;
  tests: NormalizedTest[];
}

export type NormalizeOutcome = { ok: true; results: NormalizedResults } | { ok: false; message: string };

/** Output made safe and capped like a log; `ansi` keeps colours and text styles, other formats are stored as written. */
export function reportOutput(text: string, format: OutputFormat, maxBytes = MAX_LOG_BYTES): { output: string; truncated: boolean } {
  const { text: output, truncated } = capText(displayText(text, { keepColours: format === 'ansi' }), maxBytes);
  return { output, truncated };
}

/** How deep `extra_data` may nest. */
const MAX_EXTRA_DATA_DEPTH = 32;
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.replace(UNSTORABLE, (char) => (char === '\u0000' ? '' : '\uFFFD'));

/**
 * JSON PostgreSQL's jsonb can hold: no NUL and no lone surrogate in keys or strings (they are refused there), and
 * not nested deeper than MAX_EXTRA_DATA_DEPTH (a RangeError beyond).
 */
function storableJson(value: unknown, depth = 0): unknown {
  if (depth > MAX_EXTRA_DATA_DEPTH) throw new RangeError('too deep');
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.map((item) => storableJson(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storableJson(item, depth + 1)]));
  }
  return value;
}

/** Dotted numbers compared part by part, numerically where both parts are numbers: "1.9" before "1.10". */
export function compareTestNumbers(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i]!.trim();
    const y = right[i]!.trim();
    const numeric = /^\d+$/.test(x) && /^\d+$/.test(y);
    const order = numeric ? Number(x) - Number(y) : x < y ? -1 : x > y ? 1 : 0;
    if (order !== 0) return order;
  }
  return left.length - right.length;
}

/** Numbered tests by number, then the unnumbered ones; ties keep the order they were reported in. */
function ordered<T extends { number: string | null }>(tests: T[]): T[] {
  return tests
    .map((test, index) => ({ test, index }))
    .sort((a, b) => {
      if (a.test.number !== null && b.test.number !== null) return compareTestNumbers(a.test.number, b.test.number) || a.index - b.index;
      if (a.test.number !== null) return -1;
      if (b.test.number !== null) return 1;
      return a.index - b.index;
    })
    .map(({ test }) => test);
}

/** The first tag, else "Question 1" for number "1.2", else the default category. */
function categoryOf(test: GradescopeTest): string {
  const tag = test.tags?.map((t) => t.trim()).find((t) => t !== '');
  if (tag) return testName(tag);
  const prefix = test.number?.includes('.') ? test.number.split('.')[0]!.trim() : '';
  return prefix !== '' ? testName(`Question ${prefix}`) : DEFAULT_RESULTS_CATEGORY;
}

/**
 * Pass or fail: `status` decides when given; else a test with `max_score` passes when its score reaches it, and
 * one without passes unless it reports a score of 0 or less (Gradescope shows it without a verdict).
 */
function passedOf(test: GradescopeTest): boolean {
  if (test.status !== undefined) return test.status === 'passed';
  if (test.max_score !== undefined) return (test.score ?? 0) >= test.max_score;
  return test.score === undefined || test.score > 0;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A test's name as the plain text a test case's description is: a name written in HTML or Markdown (`name_format`)
 * keeps its words and loses its markup, so "<b>Part 1</b>" and "**Part 1**" both read "Part 1".
 */
export function nameAsText(name: string, format: OutputFormat): string {
  if (format === 'html') {
    return name
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
        if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(Number.parseInt(code.slice(2), 16) || 0xfffd);
        if (code.startsWith('#')) return String.fromCodePoint(Number.parseInt(code.slice(1), 10) || 0xfffd);
        return ENTITIES[code.toLowerCase()] ?? entity;
      });
  }
  if (format === 'md' || format === 'simple_format') {
    return name
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis, strike-through and code marks around words; never inside one (snake_case stays).
      .replace(/(?<!\w)(\*\*|__|\*|_|~~|`)(\S(?:.*?\S)?)\1(?!\w)/g, '$2');
  }
  return name;
}

/** Names cut to 48 characters stay distinct within their category: a repeat gets " (2)", " (3)", … */
function uniqueNames<T extends { testCaseId: number | null; name: string; category: string }>(tests: T[]): T[] {
  const seen = new Set<string>();
  return tests.map((test) => {
    if (test.testCaseId !== null) return test;
    const key = (name: string) => `${test.category}\u0000${name}`;
    let name = test.name;
    for (let copy = 2; seen.has(key(name)); copy += 1) name = testName(`${test.name.slice(0, 42)} (${copy})`);
    seen.add(key(name));
    return name === test.name ? test : { ...test, name };
  });
}

function fromGradescope(report: GradescopeResults): NormalizedResults {
  const runVisibility = report.visibility ?? 'visible';
  const testFormat = report.test_output_format ?? 'text';
  const tests = report.tests ?? [];
  const normalized = tests.map((test, index): NormalizedTest => {
    const number = test.number?.trim() ? test.number.trim() : null;
    const outputFormat = test.output_format ?? testFormat;
    const { output, truncated } = reportOutput(test.output ?? '', outputFormat);
    return {
      testCaseId: null,
      name: testName(nameAsText(test.name ?? (number !== null ? `Test ${number}` : `Test ${index + 1}`), test.name_format ?? report.test_name_format ?? 'text')),
      nameFormat: test.name_format ?? report.test_name_format ?? 'text',
      number,
      category: categoryOf(test),
      passed: passedOf(test),
      score: test.score ?? null,
      maxScore: test.max_score ?? null,
      output,
      outputTruncated: truncated,
      outputFormat,
      tags: (test.tags ?? []).map((tag) => testName(tag)).slice(0, 20),
      visibility: test.visibility ?? runVisibility,
    };
  });
  const outputFormat = report.output_format ?? 'text';
  return {
    format: 'gradescope',
    score: report.score ?? null,
    output: reportOutput(report.output ?? '', outputFormat).output,
    outputFormat,
    visibility: runVisibility,
    stdoutVisibility: report.stdout_visibility ?? 'hidden',
    extraData: report.extra_data === undefined ? null : (storableJson(report.extra_data) as Record<string, unknown>),
    executionTimeMs: report.execution_time === undefined ? null : Math.round(report.execution_time * 1000),
    leaderboard: report.leaderboard && report.leaderboard.length > 0 ? report.leaderboard.map(({ name, value, order }) => ({ name: testName(name), value: typeof value === 'string' ? storable(value) : value, order })) : null,
    tests: uniqueNames(ordered(normalized)),
  };
}

function fromNative(results: NativeResult[]): NormalizedResults {
  const tests = results.map((entry): NormalizedTest => {
    const { output, truncated } = reportOutput(entry.logs, 'ansi');
    return {
      testCaseId: entry.id ?? null,
      name: entry.id !== undefined && !entry.name?.trim() ? '' : testName(entry.name ?? ''),
      nameFormat: 'text',
      number: null,
      category: entry.category?.trim() ? testName(entry.category) : DEFAULT_RESULTS_CATEGORY,
      passed: entry.passed,
      score: entry.score ?? null,
      maxScore: null,
      output,
      outputTruncated: truncated,
      outputFormat: 'ansi',
      tags: [],
      visibility: null,
    };
  });
  return {
    format: 'native',
    score: null,
    output: '',
    outputFormat: 'text',
    visibility: null,
    stdoutVisibility: null,
    extraData: null,
    executionTimeMs: null,
    leaderboard: null,
    tests: uniqueNames(tests),
  };
}

/** A parsed report: a Gradescope object or the native array; anything else says what is wrong with it. */
export function normalizeResults(data: unknown): NormalizeOutcome {
  if (Array.isArray(data)) {
    const parsed = NativeResults.safeParse(data);
    if (!parsed.success) return { ok: false, message: `${RESULTS_FILE} is not a list of results: ${resultsProblem(parsed.error)}` };
    return { ok: true, results: fromNative(parsed.data) };
  }
  if (data === null || typeof data !== 'object') {
    return { ok: false, message: `${RESULTS_FILE} must be an object with "tests" (Gradescope's format) or a list of results.` };
  }
  const parsed = GradescopeResults.safeParse(data);
  if (!parsed.success) return { ok: false, message: resultsProblem(parsed.error) };
  try {
    return { ok: true, results: fromGradescope(parsed.data) };
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, message: `extra_data may nest at most ${MAX_EXTRA_DATA_DEPTH} levels deep` };
    throw error;
  }
}

/** A results file's text (at most 8 MB of UTF-8). */
export function normalizeResultsText(text: string): NormalizeOutcome {
  if (new TextEncoder().encode(text).length > MAX_RESULTS_FILE_BYTES) {
    return { ok: false, message: `${RESULTS_FILE} is larger than ${MAX_RESULTS_FILE_BYTES / (1024 * 1024)} MB.` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `${RESULTS_FILE} is not valid JSON: ${(error as Error).message}` };
  }
  return normalizeResults(data);
}
