import { describe, expect, it } from 'vitest';
import { describeSeries, weekRows } from './series';

const ANALYTICS = {
  weeks: ['2026-11-02', '2026-11-09', '2026-11-16'],
  activeUsers: { students: [40, 61, 52], graders: [4, 7, 5], admins: [2, 3, 1] },
  submissions: [1200, 1500, 90],
  comments: [0, 0, 0],
  testRuns: [6, 7, 9],
};

describe('analytics series', () => {
  it('turns the parallel arrays into one row a week', () => {
    expect(weekRows(ANALYTICS)[1]).toEqual({ week: '2026-11-09', students: 61, graders: 7, admins: 3, submissions: 1500, comments: 0, testRuns: 7 });
  });

  it('sums counts but not active people, names the busiest week and the latest', () => {
    const rows = weekRows(ANALYTICS);
    expect(describeSeries('Submissions per week', rows, 'submissions')).toBe(
      'Submissions per week from Nov 2, 2026 to Nov 16, 2026: 2,790 in all, at most 1,500 (week of Nov 9, 2026), 90 in the latest week.',
    );
    expect(describeSeries('Active students', rows, 'students', { sum: false })).toBe(
      'Active students from Nov 2, 2026 to Nov 16, 2026: at most 61 (week of Nov 9, 2026), 52 in the latest week.',
    );
    expect(describeSeries('Comments per week', rows, 'comments')).toBe('Comments per week from Nov 2, 2026 to Nov 16, 2026: none.');
    expect(describeSeries('Comments per week', [], 'comments')).toBe('Comments per week: no weeks.');
  });
});
