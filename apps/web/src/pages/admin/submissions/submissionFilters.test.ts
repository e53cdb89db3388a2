import { describe, expect, it } from 'vitest';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { makeRow } from './testing/fakeSubmissionsServer';
import { filterChoices, filterSubmissions, NO_FILTERS, NONE } from './submissionFilters';

const rows: SubmissionOverviewRow[] = [
  makeRow({ id: 1, students: ['ann@x.edu'], sections: ['Lab A'], grader: 'ta@x.edu', state: 'finalized', regradeOpen: true }),
  makeRow({ id: 2, students: ['bob@x.edu'], sections: [] }),
  makeRow({ id: 3, students: ['cy@x.edu', 'dee@x.edu'], sections: ['Lab B', 'Lab A'], grader: 'ta@x.edu' }),
];
const ids = (list: SubmissionOverviewRow[]) => list.map((row) => row.id);

describe('submission filters', () => {
  it('combines state, grader, section and search', () => {
    expect(ids(filterSubmissions(rows, NO_FILTERS))).toEqual([1, 2, 3]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, grader: NONE }))).toEqual([2]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, section: 'Lab A' }))).toEqual([1, 3]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, section: NONE }))).toEqual([2]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, section: 'Lab A', state: 'inProgress' }))).toEqual([3]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, search: ' DEE ' }))).toEqual([3]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, search: '2' }))).toEqual([2]);
  });

  it('finds the submissions whose regrade request is open, whatever their state', () => {
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, state: 'regradeOpen' }))).toEqual([1]);
    expect(ids(filterSubmissions(rows, { ...NO_FILTERS, state: 'regradeOpen', section: 'Lab B' }))).toEqual([]);
  });

  it('offers the graders and sections that occur', () => {
    expect(filterChoices(rows)).toEqual({ graders: ['ta@x.edu'], sections: ['Lab A', 'Lab B'] });
  });
});
