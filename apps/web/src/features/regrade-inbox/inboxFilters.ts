import type { RegradeInboxRow, RegradeInboxState } from '@marginalia/contracts';

// The filters of the regrade inbox, applied on the client: a course's requests are few, and the answer holds
// them all. Pure, so that they are tested without rendering a table.

/** Stands for "no section" and "no grader" in the menus; no e-mail or section name can be empty. */
export const NONE = '';

export interface InboxFilters {
  state: RegradeInboxState;
  /** An assignment id, or null for any. */
  assignment: number | null;
  /** A grader's e-mail, NONE for unclaimed submissions, or null for any. */
  grader: string | null;
  /** A section name, NONE for students without one, or null for any. */
  section: string | null;
}

export const OPEN_REQUESTS: InboxFilters = { state: 'open', assignment: null, grader: null, section: null };

/** Every filter but the state: the counts beside "Open" and "Answered" follow the other filters. */
function matchesOthers(row: RegradeInboxRow, filters: InboxFilters): boolean {
  return (
    (filters.assignment === null || row.assignment.id === filters.assignment) &&
    (filters.grader === null || (row.grader ?? NONE) === filters.grader) &&
    (filters.section === null || (filters.section === NONE ? row.sections.length === 0 : row.sections.includes(filters.section)))
  );
}

export function filterInbox(rows: readonly RegradeInboxRow[], filters: InboxFilters): RegradeInboxRow[] {
  return rows.filter((row) => row.state === filters.state && matchesOthers(row, filters));
}

export function countByState(rows: readonly RegradeInboxRow[], filters: InboxFilters): Record<RegradeInboxState, number> {
  const counts = { open: 0, answered: 0 };
  for (const row of rows) if (matchesOthers(row, filters)) counts[row.state] += 1;
  return counts;
}

/** The assignments, graders and sections that occur, sorted, and whether "none" should be offered. */
export function inboxChoices(rows: readonly RegradeInboxRow[]) {
  const assignments = new Map<number, string>();
  const graders = new Set<string>();
  const sections = new Set<string>();
  let unclaimed = false;
  let withoutSection = false;
  for (const row of rows) {
    assignments.set(row.assignment.id, row.assignment.name);
    if (row.grader === null) unclaimed = true;
    else graders.add(row.grader);
    row.sections.forEach((name) => sections.add(name));
    if (row.sections.length === 0) withoutSection = true;
  }
  const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return {
    assignments: [...assignments].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    graders: sorted(graders),
    sections: sorted(sections),
    unclaimed,
    withoutSection,
  };
}
