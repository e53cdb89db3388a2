import { matchesStateFilter, type SubmissionFilterState, type SubmissionOverviewRow } from '@marginalia/contracts';

// What the submissions table shows of an assignment's submissions: the filters an admin sets and the search
// they type, applied on the client (the overview already holds every submission of the assignment).

/** A filter value meaning "no grader" / "no section". */
export const NONE = '';

export interface SubmissionFilters {
  search: string;
  /** A state, or the submissions whose regrade request is open; null for any. */
  state: SubmissionFilterState | null;
  /** A grader's e-mail, NONE for unclaimed submissions, or null for any. */
  grader: string | null;
  /** A section name, NONE for students without one, or null for any. */
  section: string | null;
}

export const NO_FILTERS: SubmissionFilters = { search: '', state: null, grader: null, section: null };

export { SUBMISSION_STATE_LABELS as STATE_LABELS } from '@marginalia/contracts';

function matchesSearch(row: SubmissionOverviewRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const haystack = [String(row.id), ...row.students, ...row.sections, row.grader ?? ''];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

export function filterSubmissions(rows: readonly SubmissionOverviewRow[], filters: SubmissionFilters): SubmissionOverviewRow[] {
  return rows.filter(
    (row) =>
      matchesStateFilter(row, filters.state) &&
      (filters.grader === null || (row.grader ?? NONE) === filters.grader) &&
      (filters.section === null || (filters.section === NONE ? row.sections.length === 0 : row.sections.includes(filters.section))) &&
      matchesSearch(row, filters.search),
  );
}

/** The graders and sections that occur in the rows, sorted, for the filter menus. */
export function filterChoices(rows: readonly SubmissionOverviewRow[]): { graders: string[]; sections: string[] } {
  const graders = new Set<string>();
  const sections = new Set<string>();
  for (const row of rows) {
    if (row.grader !== null) graders.add(row.grader);
    row.sections.forEach((section) => sections.add(section));
  }
  return { graders: [...graders].sort(), sections: [...sections].sort() };
}
