import { z } from 'zod';

// Grade passback to the LMS gradebook (AGS), as course admins see and drive it (docs/LMS.md, "Grade passback";
// docs/API.md, "LMS grade passback").

export const LTI_PASSBACK_MESSAGES = {
  notLinked: 'This course is not linked to an LMS course that takes grades (open Marginalia from the LMS first).',
  notShown: 'Students are not shown grades of this assignment yet (publish its feedback first; hidden grades are never sent).',
  queued: 'Sending grades to the LMS…',
} as const;

/** A student whose latest score the LMS refused, with the LMS's words. */
export const LtiScoreRefusal = z.object({ email: z.string(), error: z.string(), at: z.string() });
export type LtiScoreRefusal = z.infer<typeof LtiScoreRefusal>;

/** One assignment's passback in the course's LMS course. */
export const LtiAssignmentPassback = z.object({
  assignmentId: z.number().int().positive(),
  name: z.string(),
  points: z.number(),
  /** Whether students are shown its grades (published, visible, grades not hidden): only those are sent. */
  shown: z.boolean(),
  /** The LMS gradebook column, once found or created: `created` by Marginalia, `found` in the LMS, or given by a `launch`. */
  lineItem: z.object({ url: z.string(), origin: z.enum(['created', 'found', 'launch']).nullable() }).nullable(),
  lastPassback: z.string().nullable(),
  /** Why the latest run failed as a whole (the LMS refused the column, or was unreachable). */
  lastError: z.string().nullable(),
  /** Students whose shown grade the LMS holds. */
  sent: z.number().int().nonnegative(),
  /** Students with a shown grade not sent yet (or changed since). */
  waiting: z.number().int().nonnegative(),
  /** Students with a shown grade whom the LMS does not know (never launched, not in a roster sync). */
  unknown: z.number().int().nonnegative(),
  refused: z.array(LtiScoreRefusal),
  /** A passback run is queued or running. */
  running: z.boolean(),
});
export type LtiAssignmentPassback = z.infer<typeof LtiAssignmentPassback>;

export const LtiGradePassback = z.object({
  link: z.object({ platformName: z.string(), contextTitle: z.string() }).nullable(),
  /** Whether the LMS offered its gradebook (line items) in this course's launches. */
  offered: z.boolean(),
  assignments: z.array(LtiAssignmentPassback),
});
export type LtiGradePassback = z.infer<typeof LtiGradePassback>;

export const LtiPassbackQueued = z.object({ queued: z.literal(true) });
export type LtiPassbackQueued = z.infer<typeof LtiPassbackQueued>;
