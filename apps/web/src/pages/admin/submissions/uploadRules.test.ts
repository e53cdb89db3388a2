import { describe, expect, it } from 'vitest';
import { studentChoices, UPLOAD_RULE_MESSAGES, uploadOutcome } from './uploadRules';

const students = ['ann@x.edu', 'bob@x.edu', 'cy@x.edu'];
const withSubmission = new Set(['ann@x.edu']);
const disabled = (selected: string[]) => studentChoices(students, withSubmission, selected).filter((choice) => choice.disabled).map((choice) => choice.email);

describe('upload student rules', () => {
  it('offers everyone while nobody is chosen, marking who already has a submission', () => {
    expect(disabled([])).toEqual([]);
    expect(studentChoices(students, withSubmission, [])[0]?.note).toBe(UPLOAD_RULE_MESSAGES.hasSubmission);
  });

  it('keeps a student with a submission alone', () => {
    expect(disabled(['ann@x.edu'])).toEqual(['bob@x.edu', 'cy@x.edu']);
    expect(uploadOutcome(['ann@x.edu'], withSubmission)).toBe(UPLOAD_RULE_MESSAGES.addsToExisting('ann@x.edu'));
  });

  it('lets students without submissions be chosen together, but not with one who has', () => {
    expect(disabled(['bob@x.edu'])).toEqual(['ann@x.edu']);
    expect(uploadOutcome(['bob@x.edu', 'cy@x.edu'], withSubmission)).toBe(UPLOAD_RULE_MESSAGES.newShared(2));
    expect(uploadOutcome([], withSubmission)).toBeNull();
  });
});
