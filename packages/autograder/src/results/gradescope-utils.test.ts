// Reports shaped exactly as Gradescope's Python helper (gradescope-utils, its JSONTestRunner) writes them: the
// total as a number, `execution_time` as text with two decimals, `tests` and `leaderboard` always present, a
// test's `score` and `max_score` only when it has a weight, `status` always, `output`, `tags` (a tuple written
// as a list), `visibility` and `number` (always text) only when set, a leaderboard column never given a value
// written with `"value": null`. docs/AUTOGRADER.md, "Result formats".
import { describe, expect, it } from 'vitest';
import { normalizeResults, normalizeResultsText, type NormalizedResults } from './gradescope';

function normalized(data: unknown): NormalizedResults {
  const outcome = normalizeResults(data);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.results;
}

/** A JSONTestRunner report of a suite with weights, partial credit, numbers, tags, visibility and a leaderboard. */
const RUNNER_REPORT = `{
    "tests": [
        {
            "name": "Adds two small numbers",
            "score": 2.0,
            "max_score": 2.0,
            "status": "passed",
            "number": "1.1"
        },
        {
            "name": "test_negative (test_calc.TestCalc.test_negative)",
            "score": 0.0,
            "max_score": 3.0,
            "status": "failed",
            "output": "Test Failed: 3 != 4\\n",
            "visibility": "after_due_date",
            "number": "1.2"
        },
        {
            "name": "Handles large input",
            "score": 4.5,
            "max_score": 10,
            "status": "failed",
            "tags": [
                "Performance",
                "stretch"
            ],
            "output": "took 2.1 s\\n"
        },
        {
            "name": "Prints a greeting",
            "status": "passed",
            "output": "Hello\\n",
            "visibility": "hidden"
        }
    ],
    "leaderboard": [
        {
            "name": "Speed",
            "value": 1.25,
            "order": "asc"
        },
        {
            "name": "Accuracy",
            "value": null,
            "order": "desc"
        }
    ],
    "visibility": "visible",
    "stdout_visibility": "visible",
    "execution_time": "0.07",
    "score": 6.5
}
`;

describe('reports written by gradescope-utils', () => {
  it('reads a JSONTestRunner report: execution time as text, scores, status, numbers, tags and visibility', () => {
    const outcome = normalizeResultsText(RUNNER_REPORT);
    if (!outcome.ok) throw new Error(outcome.message);
    const results = outcome.results;
    expect(results).toMatchObject({ format: 'gradescope', score: 6.5, executionTimeMs: 70, visibility: 'visible', stdoutVisibility: 'visible' });
    expect(results.tests.map(({ name, category, passed, score, maxScore, visibility, number }) => ({ name, category, passed, score, maxScore, visibility, number }))).toEqual([
      { name: 'Adds two small numbers', category: 'Question 1', passed: true, score: 2, maxScore: 2, visibility: 'visible', number: '1.1' },
      { name: 'test_negative (test_calc.TestCalc.test_negative)', category: 'Question 1', passed: false, score: 0, maxScore: 3, visibility: 'after_due_date', number: '1.2' },
      { name: 'Handles large input', category: 'Performance', passed: false, score: 4.5, maxScore: 10, visibility: 'visible', number: null },
      { name: 'Prints a greeting', category: 'Autograder', passed: true, score: null, maxScore: null, visibility: 'hidden', number: null },
    ]);
    expect(results.tests[1]!.output).toBe('Test Failed: 3 != 4\n');
    expect(results.tests[2]!.tags).toEqual(['Performance', 'stretch']);
  });

  it('leaves out a leaderboard column whose value was never set', () => {
    const outcome = normalizeResultsText(RUNNER_REPORT);
    expect(outcome.ok && outcome.results.leaderboard).toEqual([{ name: 'Speed', value: 1.25, order: 'asc' }]);
    expect(normalized({ tests: [], leaderboard: [{ name: 'Accuracy', value: null, order: 'desc' }], execution_time: '0.00', score: 0 }).leaderboard).toBeNull();
  });

  it('reads the report of an empty suite, which has no weights at all', () => {
    expect(normalized({ tests: [], leaderboard: [], execution_time: '0.00', score: 0 })).toMatchObject({ score: 0, executionTimeMs: 0, tests: [], leaderboard: null });
  });

  it('reads numbers written as text wherever a number goes, as Gradescope does', () => {
    // A weight given as text (`@weight("2")`) and a post-processor that writes its total as text.
    const results = normalized({
      tests: [{ name: 'a', score: '2', max_score: '2', status: 'passed' }, { name: 'b', score: ' 1.5 ', max_score: '3' }],
      score: '3.5',
      execution_time: ' 12.30 ',
      leaderboard: [{ name: 'Time', value: '15.1', order: 'asc' }, { name: 'Grade', value: 'A' }],
    });
    expect(results).toMatchObject({ score: 3.5, executionTimeMs: 12_300 });
    expect(results.tests.map(({ score, maxScore, passed }) => ({ score, maxScore, passed }))).toEqual([
      { score: 2, maxScore: 2, passed: true },
      { score: 1.5, maxScore: 3, passed: false },
    ]);
    expect(results.leaderboard).toEqual([{ name: 'Time', value: 15.1, order: 'asc' }, { name: 'Grade', value: 'A', order: 'desc' }]);
    expect(normalized({ tests: [{ name: 'a', score: '', max_score: null }], execution_time: '' })).toMatchObject({ executionTimeMs: null, tests: [{ score: null, maxScore: null }] });
  });

  it('reads the other loose shapes: words in any case, a single tag, numbers as tags and names, extra keys', () => {
    const results = normalized({
      visibility: 'After_Published',
      stdout_visibility: 'HIDDEN',
      test_output_format: 'Text',
      tests: [
        { name: 7, status: 'Passed', tags: 'Loops', visibility: ' Hidden ', output_format: 'MD', extra_data: { seed: 1 }, hint: 'ignored' },
        { name: 'b', status: 'FAILED', tags: [2, null, 'x'], number: 3 },
      ],
      status: 'ignored',
      extra_data: { attempts: 2 },
    });
    expect(results).toMatchObject({ visibility: 'after_published', stdoutVisibility: 'hidden', extraData: { attempts: 2 } });
    expect(results.tests).toMatchObject([
      { name: 'b', passed: false, category: '2', tags: ['2', 'x'], number: '3', visibility: 'after_published' },
      { name: '7', passed: true, category: 'Loops', tags: ['Loops'], visibility: 'hidden', outputFormat: 'md' },
    ]);
  });

  it('still says what is wrong with what Gradescope refuses too', () => {
    expect(normalizeResults({ execution_time: 'fast' })).toEqual({ ok: false, message: 'execution_time must be a number' });
    expect(normalizeResults({ tests: [{ status: 'maybe' }] })).toEqual({ ok: false, message: 'tests[0].status must be "passed" or "failed"' });
  });
});
