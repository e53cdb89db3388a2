import { describe, expect, it } from 'vitest';
import { COURSE_DEFAULTS, type Course } from '@marginalia/contracts';
import { changedSettings, formValuesOf } from './settingsForm';

const course: Course = {
  ...COURSE_DEFAULTS,
  id: 4,
  name: 'Intro',
  period: 'Fall 2026',
  organization: 1,
  assignments: [],
  sections: [],
  inviteCode: 'ABCD1234',
  webhooks: [],
};

describe('settings form values', () => {
  it('starts from the course and reports no change for an untouched form', () => {
    const values = formValuesOf(course);
    expect(values).not.toHaveProperty('archived');
    expect(values).not.toHaveProperty('inviteCode');
    expect(changedSettings(course, values)).toEqual({});
  });

  it('sends only the fields that differ, with names trimmed', () => {
    const values = { ...formValuesOf(course), name: ' Intro ', minComments: 3, activateQueue: false };
    expect(changedSettings(course, values)).toEqual({ minComments: 3, activateQueue: false });
    expect(changedSettings(course, { ...values, period: 'Spring 2027 ' })).toMatchObject({ period: 'Spring 2027' });
  });

  it('turns an emptied late-day field into null and back', () => {
    const withCredits = { ...course, lateDayCreditsAllowable: 3 };
    expect(changedSettings(withCredits, { ...formValuesOf(withCredits), lateDayCreditsAllowable: null })).toEqual({
      lateDayCreditsAllowable: null,
    });
    expect(changedSettings(course, { lateDayCreditsAllowable: 2 })).toEqual({ lateDayCreditsAllowable: 2 });
  });
});
