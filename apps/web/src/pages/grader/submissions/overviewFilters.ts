import { matchesStateFilter, type SubmissionFilterState, type SubmissionOverviewRow } from '@marginalia/contracts';

// The filters of the "All submissions" tab. Pure, so that they are tested without rendering a table.

/** Stands for "no section" and "no grader" in the filter menus; no e-mail or section name can be empty. */
export const NONE = '';

export interface OverviewFilters {
  /** Matches a student (e-mail or pseudonym) or the grader, case-insensitively. */
  search: string;
  /** A state, or the submissions whose regrade request is open; null for any. */
  state: SubmissionFilterState | null;
  /** A section name, NONE for submissions whose students have no section, or null for any. */
  section: string | null;
  /** A grader's e-mail, NONE for unclaimed submissions, or null for any. */
  grader: string | null;
}

export const NO_FILTERS: OverviewFilters = { search: '', state: null, section: null, grader: null };

export function matchesFilters(row: SubmissionOverviewRow, filters: OverviewFilters): boolean {
  if (!matchesStateFilter(row, filters.state)) return false;
  if (filters.section !== null) {
    if (filters.section === NONE ? row.sections.length > 0 : !row.sections.includes(filters.section)) return false;
  }
  if (filters.grader !== null && (row.grader ?? NONE) !== filters.grader) return false;
  const needle = filters.search.trim().toLowerCase();
  if (needle === '') return true;
  return [...row.students, row.grader ?? ''].some((text) => text.toLowerCase().includes(needle));
}

export function filterRows(rows: readonly SubmissionOverviewRow[], filters: OverviewFilters): SubmissionOverviewRow[] {
  return rows.filter((row) => matchesFilters(row, filters));
}

/** The distinct values a filter menu offers, sorted; whether "none" should be offered too. */
export function filterChoices(rows: readonly SubmissionOverviewRow[]) {
  const sections = new Set<string>();
  const graders = new Set<string>();
  let withoutSection = false;
  let unclaimed = false;
  for (const row of rows) {
    row.sections.forEach((name) => sections.add(name));
    if (row.sections.length === 0) withoutSection = true;
    if (row.grader === null) unclaimed = true;
    else graders.add(row.grader);
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return { sections: sorted(sections), graders: sorted(graders), withoutSection, unclaimed };
}

/** "Student 12" sorts after "Student 2": numbers inside names compare as numbers. */
export function compareText(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
}

export function isMine(row: Pick<SubmissionOverviewRow, 'grader'>, email: string): boolean {
  return row.grader !== null && row.grader.toLowerCase() === email.toLowerCase();
}
