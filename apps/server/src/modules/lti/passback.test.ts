import { describe, expect, it } from 'vitest';
import { scoresUrl } from './ags';
import { nextTimestamp, scoreDue } from './passback';
import type { StudentGrade } from './passback-queries';

// The rules of a passback run that need no LMS: which scores are due, and a timestamp later than the last one sent.

const grade = (shownGrade: number, last: StudentGrade['last']): StudentGrade => ({ userId: 1, email: 'a@example.edu', lmsUserId: 'u-1', shownGrade, last });
const sent = (scoreGiven: number, scoreMaximum = 10, state: 'sent' | 'refused' = 'sent') => ({ scoreGiven, scoreMaximum, state, timestamp: new Date('2026-11-30T10:00:00.000Z') });

describe('which scores a run sends', () => {
  it('sends a grade never sent, and one that changed or whose points changed', () => {
    expect(scoreDue(grade(8, null), 10, false)).toBe(true);
    expect(scoreDue(grade(8, sent(7)), 10, false)).toBe(true);
    expect(scoreDue(grade(8, sent(8)), 12, false)).toBe(true);
  });

  it('does not send again what the LMS holds; a refused score only when asked to', () => {
    expect(scoreDue(grade(8, sent(8)), 10, true)).toBe(false);
    expect(scoreDue(grade(8, sent(8, 10, 'refused')), 10, false)).toBe(false);
    expect(scoreDue(grade(8, sent(8, 10, 'refused')), 10, true)).toBe(true);
  });

  it('sends a negative grade as 0, which AGS allows, and does not resend it while it stays negative', () => {
    expect(scoreDue(grade(-2, sent(0)), 10, false)).toBe(false);
    expect(scoreDue(grade(-2, sent(1)), 10, false)).toBe(true);
  });
});

describe('score timestamps', () => {
  const last = new Date('2026-11-30T10:00:00.000Z');

  it('is now when now is later than the last one sent', () => {
    const now = new Date('2026-11-30T10:00:05.000Z');
    expect(nextTimestamp(last, now)).toEqual(now);
    expect(nextTimestamp(null, now)).toEqual(now);
  });

  it('is a millisecond after the last one when the clock went back or did not move', () => {
    expect(nextTimestamp(last, new Date('2026-11-30T09:59:00.000Z')).toISOString()).toBe('2026-11-30T10:00:00.001Z');
    expect(nextTimestamp(last, new Date(last)).toISOString()).toBe('2026-11-30T10:00:00.001Z');
  });
});

describe('the scores endpoint of a line item', () => {
  it('adds /scores to the path and keeps the query', () => {
    expect(scoresUrl('https://lms.example.edu/api/lti/courses/5/line_items/7')).toBe('https://lms.example.edu/api/lti/courses/5/line_items/7/scores');
    expect(scoresUrl('https://moodle.example.edu/mod/lti/services.php/2/lineitems/9/lineitem?type_id=3')).toBe(
      'https://moodle.example.edu/mod/lti/services.php/2/lineitems/9/lineitem/scores?type_id=3',
    );
  });
});
