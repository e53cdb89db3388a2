import { z } from 'zod';
import { TestRunState } from './autograder';
import { Id, IsoDateTime } from './primitives';

// GET /assignments/{id}/submissionOverview/ — one row per submission of an assignment, for the grader and admin
// consoles: who, who grades it, its state and grade. Course staff only (admins, super graders, graders).
// Under anonymous grading every reader receives pseudonyms ("Student 7") in `students` until they reveal names
// for the assignment (anonymity.ts); `?reveal=1` asks for identities in this one answer without remembering it.

export const SubmissionState = z.enum(['unclaimed', 'inProgress', 'finalized']);
export type SubmissionState = z.infer<typeof SubmissionState>;

/** docs/PRODUCT.md §4: unclaimed (no grader), in progress (claimed, not finalized), finalized (marked Done). */
export function submissionState(submission: { grader: string | null; isFinalized: boolean }): SubmissionState {
  if (submission.isFinalized) return 'finalized';
  return submission.grader ? 'inProgress' : 'unclaimed';
}

export const SubmissionOverviewRow = z.object({
  id: Id,
  /** E-mails, or pseudonyms under anonymous grading. */
  students: z.array(z.string()),
  /** The students' sections (names), in the order of `students`, without repeats. */
  sections: z.array(z.string()),
  grader: z.string().nullable(),
  state: SubmissionState,
  /** A student's regrade request waits for an answer. */
  regradeOpen: z.boolean(),
  /** Null (blank) while the submission is not graded: neither finalized nor tested, or it needs attention. */
  grade: z.number().nullable(),
  /** The newest autograder run could not be graded and nobody finalized the submission since (as on the submission). */
  needsAttention: z.boolean(),
  dateUploaded: IsoDateTime,
  dateEdited: IsoDateTime,
  lateDayCreditsUsed: z.number().int(),
  /** True when the caller leads a section of one of the submission's students. */
  inMySection: z.boolean(),
  /** The newest autograder run's state and counts; null when it was never run. */
  tests: z
    .object({ state: TestRunState, passed: z.number().int().nonnegative(), failed: z.number().int().nonnegative() })
    .nullable(),
});
export type SubmissionOverviewRow = z.infer<typeof SubmissionOverviewRow>;

export const SubmissionOverview = z.object({
  assignment: Id,
  /** Whether `students` carry pseudonyms in this answer. */
  anonymized: z.boolean(),
  /** Whether the caller may reveal identities (PUT /assignments/{id}/anonymity/, or `?reveal=1`). */
  canReveal: z.boolean(),
  /** Whether the caller revealed names for this assignment (remembered; see anonymity.ts). */
  revealed: z.boolean(),
  counts: z.object({
    total: z.number().int().min(0),
    finalized: z.number().int().min(0),
    inProgress: z.number().int().min(0),
    unclaimed: z.number().int().min(0),
    missing: z.number().int().min(0),
  }),
  rows: z.array(SubmissionOverviewRow),
  /**
   * Active students of the course with no submission for the assignment, by e-mail (pseudonyms when
   * anonymized), with their section name or null.
   */
  missingStudents: z.array(z.object({ student: z.string(), section: z.string().nullable() })),
});
export type SubmissionOverview = z.infer<typeof SubmissionOverview>;

export const SubmissionOverviewQuery = z.object({
  reveal: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});
export type SubmissionOverviewQuery = z.infer<typeof SubmissionOverviewQuery>;

/** The label of a student under anonymous grading: stable per (assignment, student), numbered from 1. */
export function pseudonymLabel(number: number): string {
  return `Student ${number}`;
}

export const SUBMISSION_STATE_LABELS: Record<SubmissionState, string> = {
  unclaimed: 'Unclaimed',
  inProgress: 'In progress',
  finalized: 'Finalized',
};

/** What the state filter of the submissions tables offers: each state, and the submissions whose regrade request is open. */
export const SUBMISSION_FILTER_STATES = ['unclaimed', 'inProgress', 'finalized', 'regradeOpen'] as const;
export type SubmissionFilterState = (typeof SUBMISSION_FILTER_STATES)[number];

export const SUBMISSION_FILTER_STATE_LABELS: Record<SubmissionFilterState, string> = {
  ...SUBMISSION_STATE_LABELS,
  regradeOpen: 'Regrade open',
};

/** Whether a row passes the state filter (null: any state). */
export function matchesStateFilter(row: Pick<SubmissionOverviewRow, 'state' | 'regradeOpen'>, filter: SubmissionFilterState | null): boolean {
  if (filter === null) return true;
  return filter === 'regradeOpen' ? row.regradeOpen : row.state === filter;
}
