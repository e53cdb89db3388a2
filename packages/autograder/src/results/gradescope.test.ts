import { describe, expect, it } from 'vitest';
import { compareTestNumbers, DEFAULT_RESULTS_CATEGORY, nameAsText, normalizeResults, normalizeResultsText, type NormalizedResults } from './gradescope';
import { MAX_LOG_BYTES } from '../text';

function normalized(data: unknown): NormalizedResults {
  const outcome = normalizeResults(data);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.results;
}

function problem(data: unknown): string {
  const outcome = normalizeResults(data);
  if (outcome.ok) throw new Error('expected a problem');
  return outcome.message;
}

describe('normalizeResults: Gradescope results', () => {
  it('reads every run-level field', () => {
    const results = normalized({
      score: 44,
      execution_time: 1.5,
      output: 'Well done',
      output_format: 'md',
      visibility: 'after_due_date',
      stdout_visibility: 'visible',
      extra_data: { seed: 7 },
      leaderboard: [{ name: 'Accuracy', value: 0.93 }, { name: 'Time', value: 15.1, order: 'asc' }, { name: 'Stars', value: '***' }],
      tests: [],
      something_new: 'ignored',
    });
    expect(results).toEqual({
      format: 'gradescope',
      score: 44,
      output: 'Well done',
      outputFormat: 'md',
      visibility: 'after_due_date',
      stdoutVisibility: 'visible',
      extraData: { seed: 7 },
      executionTimeMs: 1500,
      leaderboard: [
        { name: 'Accuracy', value: 0.93, order: 'desc' },
        { name: 'Time', value: 15.1, order: 'asc' },
        { name: 'Stars', value: '***', order: 'desc' },
      ],
      tests: [],
    });
  });

  it('reads every test field', () => {
    const [test] = normalized({
      tests: [{ score: 2, max_score: 2, status: 'passed', name: 'adds', name_format: 'md', number: '1.1', output: 'ok', output_format: 'html', tags: ['Math', 'easy'], visibility: 'hidden', extra_data: { x: 1 } }],
    }).tests;
    expect(test).toEqual({
      testCaseId: null,
      name: 'adds',
      nameFormat: 'md',
      number: '1.1',
      category: 'Math',
      passed: true,
      score: 2,
      maxScore: 2,
      output: 'ok',
      outputTruncated: false,
      outputFormat: 'html',
      tags: ['Math', 'easy'],
      visibility: 'hidden',
    });
  });

  it('defaults: visible, stdout hidden, text formats, the top-level test formats and visibility inherited', () => {
    const results = normalized({ test_output_format: 'ansi', test_name_format: 'md', visibility: 'after_published', tests: [{ name: 'a', score: 1, max_score: 1 }] });
    expect(results.stdoutVisibility).toBe('hidden');
    expect(results.outputFormat).toBe('text');
    expect(results.tests[0]).toMatchObject({ outputFormat: 'ansi', nameFormat: 'md', visibility: 'after_published' });
    expect(normalized({ tests: [{ name: 'a' }] })).toMatchObject({ visibility: 'visible', score: null, leaderboard: null, extraData: null, executionTimeMs: null });
    expect(normalized({ tests: [{ name: 'a' }] }).tests[0]!.visibility).toBe('visible');
  });

  it('status overrides the score; without it the score decides; partial credit is kept', () => {
    const tests = normalized({
      tests: [
        { name: 'failed at full score', score: 2, max_score: 2, status: 'failed' },
        { name: 'passed at no score', score: 0, max_score: 2, status: 'passed' },
        { name: 'full', score: 2, max_score: 2 },
        { name: 'partial', score: 1.5, max_score: 2 },
        { name: 'no max, some points', score: 1 },
        { name: 'no max, zero', score: 0 },
        { name: 'nothing said' },
      ],
    }).tests;
    expect(tests.map((t) => [t.name, t.passed, t.score, t.maxScore])).toEqual([
      ['failed at full score', false, 2, 2],
      ['passed at no score', true, 0, 2],
      ['full', true, 2, 2],
      ['partial', false, 1.5, 2],
      ['no max, some points', true, 1, null],
      ['no max, zero', false, 0, null],
      ['nothing said', true, null, null],
    ]);
  });

  it('orders by number part by part, numbered before unnumbered, ties in order of appearance', () => {
    const tests = normalized({
      tests: [
        { name: 'late', number: '1.10' },
        { name: 'unnumbered' },
        { name: 'early', number: '1.9' },
        { name: 'two', number: 2 },
        { name: 'first of 1.9', number: '1.9' },
        { name: 'one', number: '1' },
      ],
    }).tests;
    expect(tests.map((t) => t.name)).toEqual(['one', 'early', 'first of 1.9', 'late', 'two', 'unnumbered']);
    expect(tests.find((t) => t.name === 'two')!.number).toBe('2');
    expect(compareTestNumbers('1.9', '1.10')).toBeLessThan(0);
    expect(compareTestNumbers('2', '1.10')).toBeGreaterThan(0);
    expect(compareTestNumbers('a.b', 'a.c')).toBeLessThan(0);
  });

  it('takes the category from the first tag, else the number prefix, else the default', () => {
    const tests = normalized({
      tests: [
        { name: 'a', number: '1.1', tags: ['', 'Parsing'] },
        { name: 'b', number: '3.2' },
        { name: 'c', number: '4' },
        { name: 'd' },
      ],
    }).tests;
    expect(tests.map((t) => t.category)).toEqual(['Parsing', 'Question 3', DEFAULT_RESULTS_CATEGORY, DEFAULT_RESULTS_CATEGORY]);
  });

  it('names unnamed tests by number or position, cuts long names and keeps cut names distinct per category', () => {
    const long = 'x'.repeat(60);
    const tests = normalized({
      tests: [{ number: '1.1' }, {}, { name: long }, { name: `${long}y` }, { name: `${long}z`, tags: ['Other'] }, { name: 'line\none\u001b[31m' }],
    }).tests;
    expect(tests.map((t) => [t.category, t.name])).toEqual([
      ['Question 1', 'Test 1.1'],
      [DEFAULT_RESULTS_CATEGORY, 'Test 2'],
      [DEFAULT_RESULTS_CATEGORY, 'x'.repeat(48)],
      [DEFAULT_RESULTS_CATEGORY, `${'x'.repeat(42)} (2)`],
      ['Other', 'x'.repeat(48)],
      [DEFAULT_RESULTS_CATEGORY, 'line one'],
    ]);
  });

  it('keeps colours in ansi output only, makes every output safe and caps it', () => {
    const tests = normalized({
      tests: [
        { name: 'a', output: '\u001b[31mred\u001b[0m\u0000\u001b[2J', output_format: 'ansi' },
        { name: 'b', output: '<b>\u001b[31mbold</b>' , output_format: 'html' },
        { name: 'c', output: 'y'.repeat(MAX_LOG_BYTES + 10) },
      ],
    }).tests;
    expect(tests[0]!.output).toBe('\u001b[31mred\u001b[0m');
    expect(tests[1]!.output).toBe('<b>bold</b>');
    expect(tests[2]!.outputTruncated).toBe(true);
    expect(new TextEncoder().encode(tests[2]!.output).length).toBeLessThanOrEqual(MAX_LOG_BYTES);
  });

  it('says what is wrong with wrong types', () => {
    expect(problem({ tests: [{}, {}, {}, { score: 'three' }] })).toBe('tests[3].score must be a number');
    expect(problem({ score: 'high' })).toBe('score must be a number');
    expect(problem({ tests: {} })).toBe('tests must be a list');
    expect(problem({ tests: [{ status: 'ok' }] })).toBe('tests[0].status must be "passed" or "failed"');
    expect(problem({ tests: [{ tags: { a: 1 } }] })).toBe('tests[0].tags must be a list of strings');
    expect(problem({ tests: [{ visibility: 'secret' }] })).toContain('tests[0].visibility');
    expect(problem({ extra_data: [] })).toBe('extra_data must be an object');
    expect(problem({ leaderboard: [{ name: 'x', value: true }] })).toBe('leaderboard[0].value must be a number or a short string');
    expect(problem('text')).toContain('must be an object with "tests"');
    expect(problem(null)).toContain('must be an object with "tests"');
  });

  it('keeps extra data and leaderboard text storable, and refuses data nested too deeply or points out of bounds', () => {
    const results = normalized({ extra_data: { 'k\u0000ey': ['a\u0000b', '\ud800x', { n: 1 }] }, leaderboard: [{ name: 'Word', value: 'x\u0000y' }] });
    expect(results.extraData).toEqual({ key: ['ab', '\ufffdx', { n: 1 }] });
    expect(results.leaderboard).toEqual([{ name: 'Word', value: 'xy', order: 'desc' }]);
    let deep: unknown = 1;
    for (let i = 0; i < 40; i += 1) deep = [deep];
    expect(problem({ extra_data: { deep } })).toBe('extra_data may nest at most 32 levels deep');
    expect(problem({ score: 2_000_000 })).toBe('score must be at most 1000000');
    expect(problem({ tests: [{ max_score: -1 }] })).toBe('tests[0].max_score must not be negative');
    expect(problem({ execution_time: 1e12 })).toBe('execution_time must be at most 1000000 seconds');
  });

  it('refuses more than 1000 tests', () => {
    expect(problem({ tests: Array.from({ length: 1001 }, () => ({ name: 'a' })) })).toBe('tests may hold at most 1000 tests');
    expect(normalized({ tests: Array.from({ length: 1000 }, (_, i) => ({ name: `t${i}` })) }).tests).toHaveLength(1000);
    expect(problem(Array.from({ length: 1001 }, () => ({ name: 'a', passed: true })))).toContain('at most 1000 results');
  });
});

describe('normalizeResults: the native array', () => {
  it('keeps ids, names, categories, logs and partial credit; visibility is left to the test case', () => {
    const results = normalized([
      { name: 'parses', passed: true, logs: '\u001b[32mok\u001b[0m' },
      { id: 42, passed: false, score: 0.5 },
      { name: 'edge', category: 'Robustness', passed: false },
      { name: 'parses', passed: false },
    ]);
    expect(results).toMatchObject({ format: 'native', score: null, visibility: null, stdoutVisibility: null, leaderboard: null });
    expect(results.tests).toEqual([
      { testCaseId: null, name: 'parses', nameFormat: 'text', number: null, category: DEFAULT_RESULTS_CATEGORY, passed: true, score: null, maxScore: null, output: '\u001b[32mok\u001b[0m', outputTruncated: false, outputFormat: 'ansi', tags: [], visibility: null },
      expect.objectContaining({ testCaseId: 42, name: '', passed: false, score: 0.5 }),
      expect.objectContaining({ name: 'edge', category: 'Robustness' }),
      expect.objectContaining({ name: 'parses (2)' }),
    ]);
  });

  it('says what is wrong with an entry', () => {
    expect(problem([{ name: 'a', passed: 'yes' }])).toBe('results.json is not a list of results: [0].passed must be true or false');
    expect(problem([{ passed: true }])).toContain('needs an "id" or a "name"');
  });
});

describe('normalizeResultsText', () => {
  it('explains invalid JSON and reads valid JSON', () => {
    expect(normalizeResultsText('{"tests": [')).toEqual({ ok: false, message: expect.stringMatching(/^results\.json is not valid JSON: /) });
    expect(normalizeResultsText('{"score": 3}')).toMatchObject({ ok: true, results: { score: 3, tests: [] } });
  });

  it('refuses a file over 8 MB', () => {
    expect(normalizeResultsText(`"${'a'.repeat(8 * 1024 * 1024)}"`)).toEqual({ ok: false, message: 'results.json is larger than 8 MB.' });
  });
});

describe('names written in HTML or Markdown', () => {
  it('become plain text, their words kept', () => {
    expect(nameAsText('<b>Part 1</b> &amp; <i>more</i> &#x41;&#66;', 'html')).toBe('Part 1 & more AB');
    expect(nameAsText('**Part 1** uses `sum` and [docs](https://example.edu) _well_', 'md')).toBe('Part 1 uses sum and docs well');
    expect(nameAsText('snake_case_name stays', 'md')).toBe('snake_case_name stays');
    expect(nameAsText('<b>as is</b>', 'text')).toBe('<b>as is</b>');
  });

  it('name the test case by their text', () => {
    const outcome = normalizeResults({ tests: [{ name: '<em>Adds</em> numbers', name_format: 'html', score: 1, max_score: 1 }, { name: '**Subtracts**', score: 0, max_score: 1 }], test_name_format: 'md' });
    expect(outcome.ok && outcome.results.tests.map((test) => test.name)).toEqual(['Adds numbers', 'Subtracts']);
  });
});
