import { getTableColumns } from 'drizzle-orm';
import { ASSIGNMENT_DEFAULTS, COURSE_DEFAULTS } from '@marginalia/contracts';
import { assignments, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';

// The contracts hold what a new course or assignment starts with; the columns repeat it for rows written outside
// the API (seeds, fixtures). Both must say the same, or a course would start differently depending on its writer.

function columnDefaults(columns: Record<string, { default?: unknown; hasDefault: boolean }>, keys: readonly string[]) {
  return Object.fromEntries(keys.map((key) => [key, columns[key]?.hasDefault ? columns[key].default : undefined]));
}

describe('default settings', () => {
  it('are the same in the contracts and the database columns for courses', () => {
    const keys = Object.keys(COURSE_DEFAULTS).filter((key) => key !== 'lateDayCreditsAllowable');
    const expected = Object.fromEntries(keys.map((key) => [key, COURSE_DEFAULTS[key as keyof typeof COURSE_DEFAULTS]]));
    expect(columnDefaults(getTableColumns(courses), keys)).toEqual(expected);
  });

  it('are the same in the contracts and the database columns for assignments', () => {
    const keys = Object.keys(ASSIGNMENT_DEFAULTS).filter((key) => key !== 'uploadDueDate' && key !== 'regradeDeadline');
    const expected = Object.fromEntries(keys.map((key) => [key, ASSIGNMENT_DEFAULTS[key as keyof typeof ASSIGNMENT_DEFAULTS]]));
    expect(columnDefaults(getTableColumns(assignments), keys)).toEqual(expected);
  });

  it('open a first course: invitations, feedback e-mails, student uploads and regrades on; the invite code off', () => {
    expect(COURSE_DEFAULTS).toMatchObject({ emailNewUsers: true, enableStudentFeedbackNotifications: true, inviteCodeEnabled: false });
    expect(ASSIGNMENT_DEFAULTS).toMatchObject({ allowStudentUpload: true, allowRegradeRequests: true });
  });
});
