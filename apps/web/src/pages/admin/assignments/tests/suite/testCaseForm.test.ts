import { describe, expect, it } from 'vitest';
import { makeTestCase } from '../testing/fakeTestsServer';
import { changesOf, missingFields, placeErrors, shownFields, valuesOf } from './testCaseForm';

describe('test case form', () => {
  it('sends an io_cli test with its comparison as the two flags', () => {
    const values = { ...valuesOf(undefined, 'io_cli'), command: 'python3 main.py', input: '3\n', expectedOutput: '9\n', comparison: 'regexp' as const };
    expect(changesOf(values, false)).toMatchObject({
      type: 'io_cli',
      command: 'python3 main.py',
      input: '3\n',
      expectedOutput: '9\n',
      expectedOutputFile: '',
      isFlexible: false,
      outputIsRegexp: true,
    });
  });

  it('takes the expected output from a helper file when chosen, and from nowhere else', () => {
    const values = { ...valuesOf(undefined, 'io_cli'), command: './main', expectedSource: 'file' as const, expectedOutput: 'typed', expectedOutputFile: 'out.txt' };
    expect(changesOf(values, false)).toMatchObject({ expectedOutput: '', expectedOutputFile: 'out.txt' });
    expect(valuesOf(makeTestCase({ id: 1, testCategory: 1, expectedOutputFile: 'out.txt' })).expectedSource).toBe('file');
  });

  it('sends only the kind’s own fields', () => {
    const values = { ...valuesOf(undefined, 'shell'), script: 'exit 0', command: 'left over' };
    const changes = changesOf(values, false);
    expect(changes.script).toBe('exit 0');
    expect('command' in changes).toBe(false);
    expect(changesOf({ ...values, type: 'external' }, false)).not.toHaveProperty('script');
  });

  it('lets a generated test change its points and exposure only', () => {
    const values = valuesOf(makeTestCase({ id: 2, testCategory: 1, generatedBy: 1, type: 'unit', pointsPass: 3, exposed: true }));
    expect(changesOf(values, true)).toEqual({ pointsPass: 3, pointsFail: 0, exposed: true });
    expect(shownFields('unit', true)).toEqual(['pointsPass', 'pointsFail', 'exposed']);
  });

  it('names the fields a kind cannot run without', () => {
    expect(missingFields({ ...valuesOf(undefined, 'io'), fileName: 'a.py' })).toEqual({ function: ['A io test needs this field.'] });
    expect(missingFields(valuesOf(undefined, 'external'))).toBeNull();
  });

  it('puts the comparison flags’ messages under Comparison and unknown ones aside', () => {
    const placed = placeErrors({ isFlexible: ['Bad.'], command: ['Needed.'], sortKey: ['Wrong.'] }, shownFields('io_cli', false));
    expect(placed.fields).toEqual([
      { name: 'comparison', errors: ['Bad.'] },
      { name: 'command', errors: ['Needed.'] },
    ]);
    expect(placed.general).toEqual(['sortKey: Wrong.']);
  });
});
