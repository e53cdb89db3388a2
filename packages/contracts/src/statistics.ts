import { z } from 'zod';
import { Id } from './primitives';

// GET /assignments/{id}/statistics/ — how an assignment's grading stands and how its grades spread. Course
// admins always; super graders and graders of the course too; students only when the course sets
// showStudentsStatistics (and then without the per-state counts, which say nothing about their own work).

/** One bar of the grade histogram: grades g with start <= g < end (the last bin also holds g == end). */
export const HistogramBin = z.object({
  start: z.number(),
  end: z.number(),
  count: z.number().int().min(0),
});
export type HistogramBin = z.infer<typeof HistogramBin>;

export const HISTOGRAM_BINS = 10;

export const AssignmentStatistics = z.object({
  assignment: Id,
  /** Out of how many points the grades are; the histogram spans 0..points (wider if grades fall outside). */
  points: z.number(),
  /** Over finalized submissions with a grade; null when there are none. */
  mean: z.number().nullable(),
  median: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** Number of grades the figures above were computed from. */
  graded: z.number().int().min(0),
  histogram: z.array(HistogramBin),
  /** Staff only (null for students): submissions finalized, claimed but not finalized, not claimed. */
  finalized: z.number().int().min(0).nullable(),
  inProgress: z.number().int().min(0).nullable(),
  unclaimed: z.number().int().min(0).nullable(),
  /** Active students of the course with no submission for the assignment (staff only). */
  missing: z.number().int().min(0).nullable(),
});
export type AssignmentStatistics = z.infer<typeof AssignmentStatistics>;
