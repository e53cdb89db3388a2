import { describe, expect, it } from 'vitest';
import { plotDescription, plotPoints, plotRange, plotTicks } from './peerPlot';

const submission = (id: number, staffGrade: number | null, peerMedian: number | null) => ({ submission: id, staffGrade, peerMedian, reviews: [] });

describe('the peer-versus-staff plot', () => {
  it('places only the submissions with both grades', () => {
    expect(plotPoints([submission(1, 8, 7), submission(2, null, 9), submission(3, 6, null)])).toEqual([{ submission: 1, staff: 8, peer: 7 }]);
  });

  it('shares one range between the axes, from 0 to the points, stretched by bonuses', () => {
    expect(plotRange([{ submission: 1, staff: 8, peer: 7 }], 10)).toEqual({ min: 0, max: 10 });
    expect(plotRange([{ submission: 1, staff: 12, peer: -1 }], 10)).toEqual({ min: -1, max: 12 });
    expect(plotRange([], 0)).toEqual({ min: 0, max: 1 });
    expect(plotTicks({ min: 0, max: 10 })).toEqual([0, 2.5, 5, 7.5, 10]);
  });

  it('tells how far peers are from staff on average', () => {
    expect(plotDescription([])).toBe('No submission has both grades yet.');
    expect(plotDescription([{ submission: 1, staff: 8, peer: 7 }, { submission: 2, staff: 6, peer: 6 }])).toMatch(/^2 submissions: peer medians are 0.5 points below staff grades on average/);
  });
});
