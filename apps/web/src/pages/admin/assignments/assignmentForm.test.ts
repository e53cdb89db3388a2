import { describe, expect, it } from 'vitest';
import { changedAssignmentSettings, formValuesOf } from './assignmentForm';
import { makeAssignment } from './testing/fakeAssignmentsServer';

const assignment = makeAssignment({ id: 3, course: 1, name: 'Lab 1', points: 10, uploadDueDate: '2026-10-02T03:59:00Z' });

describe('assignment settings form', () => {
  it('starts from the assignment, with deadlines in the course zone, and reports no change untouched', () => {
    const values = formValuesOf(assignment, 'America/New_York');
    expect(values.uploadDueDate).toBe('2026-10-01T23:59');
    expect(values.regradeDeadline).toBe('');
    expect(changedAssignmentSettings(assignment, values, 'America/New_York')).toEqual({});
  });

  it('sends only what changed: trimmed names, switches, deadlines as instants, emptied deadlines as null', () => {
    const values = { ...formValuesOf(assignment, 'America/New_York'), name: ' Lab 1 ', isReleased: true, regradeDeadline: '2026-12-01T12:00', uploadDueDate: '' };
    expect(changedAssignmentSettings(assignment, values, 'America/New_York')).toEqual({
      isReleased: true,
      regradeDeadline: '2026-12-01T17:00:00.000Z',
      uploadDueDate: null,
    });
  });
});
