import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';

// GET /courses/{id}/regradeRequests/ — the course's regrade requests as one member of its staff may read them:
// admins and super graders every one, a grader those of the submissions they grade (claimed by them, or of a
// student in a section they lead). Under anonymous grading students are pseudonyms ("Student 7") unless the
// caller asks with `?reveal=1` and may see them, as in the submission overview.

export const REGRADE_INBOX_STATES = ['open', 'answered'] as const;
export type RegradeInboxState = (typeof REGRADE_INBOX_STATES)[number];

export const REGRADE_INBOX_STATE_LABELS: Record<RegradeInboxState, string> = {
  open: 'Open',
  answered: 'Answered',
};

export const RegradeInboxRow = z.object({
  /** The submission the request is on; the row opens /code/{submission}. */
  submission: Id,
  assignment: z.object({ id: Id, name: z.string() }),
  /** E-mails, or pseudonyms under anonymous grading. */
  students: z.array(z.string()),
  /** The students' sections (names), without repeats. */
  sections: z.array(z.string()),
  grader: z.string().nullable(),
  state: z.enum(REGRADE_INBOX_STATES),
  questionText: z.string(),
  questionDate: IsoDateTime.nullable(),
  questionResponse: z.string(),
  questionResponder: z.string().nullable(),
  responseDate: IsoDateTime.nullable(),
});
export type RegradeInboxRow = z.infer<typeof RegradeInboxRow>;

export const RegradeInbox = z.object({
  course: Id,
  /** Whether `students` carry pseudonyms anywhere in this answer. */
  anonymized: z.boolean(),
  /** Whether asking again with `?reveal=1` would show identities. */
  canReveal: z.boolean(),
  /** Open requests first (oldest first: they have waited longest), then answered ones, newest answer first. */
  rows: z.array(RegradeInboxRow),
});
export type RegradeInbox = z.infer<typeof RegradeInbox>;

export const RegradeInboxQuery = z.object({
  reveal: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => value === '1' || value === 'true'),
});

/** GET /courses/{id}/regradeRequestCount/ — the open requests the caller would find in their inbox (the badge). */
export const RegradeRequestCount = z.object({ open: z.number().int().min(0) });
export type RegradeRequestCount = z.infer<typeof RegradeRequestCount>;
