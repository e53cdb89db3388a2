import { describe, expect, it } from 'vitest';
import type { RosterImportResult } from '@marginalia/contracts';
import { draftRowsFrom, editedRow, importRequestRows, previewCounts, previewRows } from './importPreview';

const drafts = draftRowsFrom([
  { line: 2, email: 'ada@x.edu', role: 'student', section: 'A', errors: [] },
  { line: 3, email: 'bob', role: 'student', section: '', errors: [] },
  { line: 4, email: 'cy@x.edu', role: 'grader', section: '', errors: ['Too many columns (4): expected email, role and an optional section.'] },
]);

const result: RosterImportResult = {
  rows: [
    { email: 'ada@x.edu', role: 'students', section: 'A', outcome: 'newUser', errors: [] },
    { email: 'bob', role: 'students', section: null, outcome: 'error', errors: ['Enter a valid email address.'] },
    { email: 'cy@x.edu', role: 'graders', section: null, outcome: 'unchanged', errors: [] },
  ],
  fileErrors: [],
  removals: [],
  newSections: ['A'],
  errorCount: 1,
  applied: false,
};
const judged = { rowIds: drafts.map((row) => row.id), result };

describe('import preview', () => {
  it('sends e-mail, role and section only when there is one', () => {
    expect(importRequestRows(drafts)).toEqual([
      { email: 'ada@x.edu', role: 'student', section: 'A' },
      { email: 'bob', role: 'student' },
      { email: 'cy@x.edu', role: 'grader' },
    ]);
  });

  it('merges the server verdict with the problems found while reading the file', () => {
    const rows = previewRows(drafts, judged);
    expect(rows.map((row) => [row.line, row.outcome, row.errors])).toEqual([
      [2, 'newUser', []],
      [3, 'error', ['Enter a valid email address.']],
      [4, 'error', ['Too many columns (4): expected email, role and an optional section.']],
    ]);
    expect(previewCounts(rows, [])).toEqual({ added: 0, newUser: 1, reenrolled: 0, moved: 0, unchanged: 0, errors: 2, pending: 0 });
  });

  it('shows an edited row as pending until it has been judged, and clears its reading problems', () => {
    const fixed = editedRow(drafts[2]!, { email: 'cy@x.edu', role: 'grader', section: '' });
    const rows = previewRows([drafts[0]!, drafts[1]!, fixed], judged);
    expect(rows[2]).toMatchObject({ line: 4, outcome: 'pending', errors: [] });
    expect(previewCounts(rows, []).pending).toBe(1);
  });

  it('keeps verdicts with their rows when a row before them is removed', () => {
    const rows = previewRows([drafts[0]!, drafts[2]!], judged);
    expect(rows.map((row) => row.email)).toEqual(['ada@x.edu', 'cy@x.edu']);
    expect(rows[0]?.outcome).toBe('newUser');
  });

  it('names other rows by their line in the file rather than their position in the upload', () => {
    const duplicate: RosterImportResult = {
      ...result,
      rows: [result.rows[0]!, result.rows[0]!, { ...result.rows[2]!, outcome: 'error', errors: ['Duplicate of row 1.'] }],
    };
    const rows = previewRows(drafts, { rowIds: drafts.map((row) => row.id), result: duplicate });
    expect(rows[2]?.errors).toContain('Duplicate of line 2.');
  });

  it('counts problems of the whole upload as errors', () => {
    expect(previewCounts([], ['An admin cannot remove themself as an admin.']).errors).toBe(1);
  });
});
