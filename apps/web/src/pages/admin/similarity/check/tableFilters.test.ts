import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLD_PERCENT, filtersOf, pairsQueryOf, paramsOf } from './tableFilters';

describe('the similarity table filters in the address', () => {
  it('reads defaults from an empty query and writes nothing back for them', () => {
    const filters = filtersOf(new URLSearchParams());
    expect(filters).toEqual({ check: null, minPercent: DEFAULT_THRESHOLD_PERCENT, status: null, page: 1, pageSize: 25, view: 'pairs', among: null });
    expect(paramsOf(filters).toString()).toBe('');
  });

  it('round-trips every filter', () => {
    const filters = { check: 7, minPercent: 55, status: 'flagged' as const, page: 3, pageSize: 50, view: 'groups' as const, among: [3, 11, 40] };
    expect(filtersOf(paramsOf(filters))).toEqual(filters);
  });

  it('ignores malformed values instead of sending them to the server', () => {
    const filters = filtersOf(new URLSearchParams('check=abc&min=-4&status=guilty&page=0&size=99999&view=both&among=3,x'));
    expect(filters).toEqual({ check: null, minPercent: DEFAULT_THRESHOLD_PERCENT, status: null, page: 1, pageSize: 500, view: 'pairs', among: null });
  });

  it('asks the server for the threshold as a share of 1', () => {
    expect(pairsQueryOf({ check: 1, minPercent: 45, status: 'reviewed', page: 2, pageSize: 25, view: 'pairs', among: null })).toEqual({
      page: 2,
      page_size: 25,
      minSimilarity: 0.45,
      status: 'reviewed',
    });
    expect(pairsQueryOf({ check: 1, minPercent: 30, status: null, page: 1, pageSize: 25, view: 'pairs', among: [4, 9] }).among).toBe('4,9');
  });
});
