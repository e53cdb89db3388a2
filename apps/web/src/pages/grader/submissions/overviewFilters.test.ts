import { describe, expect, it } from 'vitest';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { compareText, filterChoices, filterRows, isMine, NO_FILTERS, NONE } from './overviewFilters';

const row = (id: number, changes: Partial<SubmissionOverviewRow>): SubmissionOverviewRow => ({
  id,
  students: [`s${id}@demo.edu`],
  sections: [],
  tests: null,
  grader: null,
  state: 'unclaimed',
  regradeOpen: false,
  needsAttention: false,
  grade: null,
  dateUploaded: '2026-11-01T10:00:00.000Z',
  dateEdited: '2026-11-01T10:00:00.000Z',
  lateDayCreditsUsed: 0,
  inMySection: false,
  ...changes,
});

const rows = [
  row(1, { sections: ['A'], grader: 'tom@demo.edu', state: 'inProgress' }),
  row(2, { sections: ['B'], grader: 'Ann@demo.edu', state: 'finalized', grade: 8, regradeOpen: true }),
  row(3, { students: ['pair1@demo.edu', 'pair2@demo.edu'], sections: ['A', 'B'] }),
  row(4, {}),
];
const ids = (list: SubmissionOverviewRow[]) => list.map((item) => item.id);

describe('the filters of all submissions', () => {
  it('filters on an open regrade request like a state', () => {
    expect(ids(filterRows(rows, { ...NO_FILTERS, state: 'regradeOpen' }))).toEqual([2]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, state: 'finalized' }))).toEqual([2]);
  });

  it('searches students and graders, ignoring case and surrounding spaces', () => {
    expect(ids(filterRows(rows, { ...NO_FILTERS, search: ' PAIR2 ' }))).toEqual([3]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, search: 'ann@' }))).toEqual([2]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, search: 'nobody' }))).toEqual([]);
  });

  it('filters by state, section (any of a group’s sections, or none) and grader (or unclaimed)', () => {
    expect(ids(filterRows(rows, { ...NO_FILTERS, state: 'unclaimed' }))).toEqual([3, 4]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, section: 'B' }))).toEqual([2, 3]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, section: NONE }))).toEqual([4]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, grader: 'tom@demo.edu' }))).toEqual([1]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, grader: NONE }))).toEqual([3, 4]);
    expect(ids(filterRows(rows, { ...NO_FILTERS, section: 'A', state: 'unclaimed', search: 'pair' }))).toEqual([3]);
  });

  it('offers each section and grader once, sorted, and says when "none" applies', () => {
    expect(filterChoices(rows)).toEqual({ sections: ['A', 'B'], graders: ['Ann@demo.edu', 'tom@demo.edu'], withoutSection: true, unclaimed: true });
    expect(filterChoices([rows[0]!])).toMatchObject({ withoutSection: false, unclaimed: false });
  });

  it('sorts pseudonyms by their numbers and tells the caller’s own rows', () => {
    expect(['Student 12', 'Student 2', 'Student 1'].sort(compareText)).toEqual(['Student 1', 'Student 2', 'Student 12']);
    expect(isMine(rows[1]!, 'ann@DEMO.edu')).toBe(true);
    expect(isMine(rows[3]!, 'ann@demo.edu')).toBe(false);
  });
});
