import { describe, expect, it } from 'vitest';
import { DEFAULT_RUN_LIMITS } from '@marginalia/contracts';
import { sortEnvironmentErrors, updateOf } from './environmentForm';

describe('environment form', () => {
  it('sorts a 400 into fields, the limits group and the rest', () => {
    const sorted = sortEnvironmentErrors({
      limits: ['CPU time: Ensure this value is less than or equal to 120.'],
      'limits.memoryMb': ['Ensure this value is greater than or equal to 64.'],
      buildCommand: ['Too long.'],
      non_field_errors: ['The Course is archived and cannot be edited.'],
      files: ['Unknown.'],
    });
    expect(sorted.limits).toEqual(['CPU time: Ensure this value is less than or equal to 120.']);
    expect(sorted.fields).toEqual([
      { name: ['limits', 'memoryMb'], errors: ['Ensure this value is greater than or equal to 64.'] },
      { name: 'buildCommand', errors: ['Too long.'] },
    ]);
    expect(sorted.general).toEqual(['The Course is archived and cannot be edited.', 'files: Unknown.']);
  });

  it('sends emptied counts as null', () => {
    const update = updateOf({
      language: 'python',
      buildCommand: '',
      limits: DEFAULT_RUN_LIMITS,
      runOnUpload: true,
      maxStudentTestRuns: undefined as unknown as null,
      nudgeLimit: 0,
      testsAsTextFile: false,
    });
    expect(update.maxStudentTestRuns).toBeNull();
    expect(update.nudgeLimit).toBe(0);
  });
});
