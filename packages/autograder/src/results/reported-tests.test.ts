import { TEST_CASE_RUN_DEFAULTS, type TestCase } from '@marginalia/contracts';
import { describe, expect, it } from 'vitest';
import type { PlannedTest, RunPlan } from '../types';
import { resultsOfReportedTests } from './reported-tests';

function planned(id: number, type: TestCase['type'], description: string, category = { id: 1, name: 'Basics' }, generated: PlannedTest['generated'] = []): PlannedTest {
  return {
    testCase: { ...TEST_CASE_RUN_DEFAULTS, id, testCategory: category.id, type, description, sortKey: id, pointsPass: 1, pointsFail: 0, explanation: '' },
    category,
    generated,
  };
}

const parent = planned(10, 'file', 'All checks', { id: 1, name: 'Basics' }, [
  { id: 11, description: 'parses input' },
  { id: 12, description: 'gone test' },
]);
const sibling = planned(20, 'io_cli', 'prints hello');
const other = planned(30, 'io_cli', 'edge case', { id: 2, name: 'Edge' });
const plan: RunPlan = { language: 'python', buildCommand: '', limits: { cpuSeconds: 1, wallSeconds: 1, memoryMb: 64, processes: 1, fileSizeMb: 1, outputKb: 1 }, submissionFiles: [], helperFiles: [], tests: [parent, sibling, other] };
const complete = { complete: true, isError: false, preamble: '', missingReason: '', durationMs: 5 };

describe('resultsOfReportedTests', () => {
  it('targets known cases by name, creates the rest, and fails earlier cases that stopped reporting', () => {
    const results = resultsOfReportedTests(
      parent,
      plan,
      [
        { name: 'parses input', passed: true, logs: '' },
        { name: 'prints hello', passed: true, logs: '' },
        { name: 'edge case', category: 'Edge', passed: false, logs: 'no', score: 0.25 },
        { name: 'brand new', passed: true, logs: '' },
        { name: 'x', category: 'New category', passed: true, logs: '' },
      ],
      complete,
    );
    expect(results.map((result) => result.target)).toEqual([
      { kind: 'case', testCaseId: 10 },
      { kind: 'case', testCaseId: 11 },
      { kind: 'case', testCaseId: 20 },
      { kind: 'case', testCaseId: 30 },
      { kind: 'generated', parentId: 10, categoryName: null, name: 'brand new' },
      { kind: 'generated', parentId: 10, categoryName: 'New category', name: 'x' },
      { kind: 'case', testCaseId: 12 },
    ]);
    expect(results[3].score).toBe(0.25);
    expect(results[6]).toMatchObject({ passed: false, isError: false, logs: 'This test did not report a result in this run.' });
    expect(results[0]).toMatchObject({ passed: false, logs: expect.stringContaining('4 of 6 tests passed.') });
  });

  it('passes the parent only when every test passed and the run was complete', () => {
    const reported = [
      { name: 'parses input', passed: true, logs: '' },
      { name: 'gone test', passed: true, logs: '' },
    ];
    expect(resultsOfReportedTests(parent, plan, reported, complete)[0].passed).toBe(true);
    expect(resultsOfReportedTests(parent, plan, reported, { ...complete, complete: false })[0].passed).toBe(false);
    expect(resultsOfReportedTests({ ...parent, generated: [] }, plan, [], complete)[0]).toMatchObject({ passed: false, logs: expect.stringContaining('No tests reported a result.') });
  });

  it('ignores ids outside the category and renames duplicate names', () => {
    const results = resultsOfReportedTests(
      parent,
      plan,
      [
        { id: 30, passed: true, logs: '' },
        { name: 'same', passed: true, logs: '' },
        { name: 'same', passed: false, logs: '' },
      ],
      complete,
    );
    expect(results[0].logs).toContain('names test case 30, which is not a test of this category');
    expect(results.slice(1, 3).map((result) => result.target)).toEqual([
      { kind: 'generated', parentId: 10, categoryName: null, name: 'same' },
      { kind: 'generated', parentId: 10, categoryName: null, name: 'same (2)' },
    ]);
  });

  it('marks cases that did not report as errors when the run ended early', () => {
    const results = resultsOfReportedTests(parent, plan, [], { ...complete, complete: false, isError: true, missingReason: 'Time limit of 1 s exceeded.' });
    expect(results.slice(1)).toEqual([
      expect.objectContaining({ passed: false, isError: true, logs: 'Time limit of 1 s exceeded.' }),
      expect.objectContaining({ passed: false, isError: true, logs: 'Time limit of 1 s exceeded.' }),
    ]);
  });
});
