import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { AssignmentStatistics } from '@marginalia/contracts';
import { formatGrade, GradeHistogram, StatisticsSummary } from './GradeHistogram';

function statistics(overrides: Partial<AssignmentStatistics> = {}): AssignmentStatistics {
  return {
    assignment: 1,
    points: 10,
    mean: 7.25,
    median: 7.5,
    min: 4,
    max: 10,
    graded: 4,
    histogram: Array.from({ length: 10 }, (_, index) => ({ start: index, end: index + 1, count: 0 })).map((bin) =>
      bin.start === 4 ? { ...bin, count: 1 } : bin.start === 7 ? { ...bin, count: 2 } : bin.start === 9 ? { ...bin, count: 1 } : bin,
    ),
    finalized: 4,
    inProgress: 1,
    unclaimed: 2,
    missing: 3,
    ...overrides,
  };
}

describe('GradeHistogram', () => {
  it('draws one labelled bar per bin, and marks the bin of the highlighted grade', () => {
    render(<GradeHistogram statistics={statistics()} highlight={10} />);
    const bars = screen.getAllByRole('listitem');
    expect(bars).toHaveLength(10);
    expect(bars[7]!.getAttribute('aria-label')).toBe('7 to 8: 2 grades');
    // 10 is the upper end of the last bin, which is closed.
    expect(bars[9]!.getAttribute('aria-label')).toBe('9 to 10: 1 grade (yours)');
    expect(bars[4]!.getAttribute('aria-label')).toBe('4 to 5: 1 grade');
  });

  it('says so when nothing is graded yet', () => {
    render(<GradeHistogram statistics={statistics({ graded: 0, mean: null, median: null, min: null, max: null })} />);
    expect(screen.getByText('No finalized grades yet.')).toBeTruthy();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('StatisticsSummary', () => {
  it('shows the figures out of the assignment points, and a dash for missing ones', () => {
    render(<StatisticsSummary statistics={statistics({ max: null })} />);
    expect(screen.getByRole('group', { name: 'Mean' }).textContent).toContain('7.25/ 10');
    expect(screen.getByRole('group', { name: 'Highest' }).textContent).toBe('Highest–');
    expect(screen.getByRole('group', { name: 'Grades' }).textContent).toContain('4');
  });

  it('rounds grades to two decimals without trailing zeros', () => {
    expect(formatGrade(7.256)).toBe('7.26');
    expect(formatGrade(8)).toBe('8');
    expect(formatGrade(null)).toBe('–');
  });
});
