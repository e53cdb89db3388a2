import { z } from 'zod';
import { invalidPkMessage } from './messages';
import { Email, Id, IsoDateTime, PageNumber, PageSize } from './primitives';

// Submissions of docs/API.md (`/submissions/`): one piece of work by one or more students for an assignment,
// graded by at most one grader. Users travel as e-mails; files and tests as ids.

export const Submission = z.object({
  id: Id,
  assignment: Id,
  students: z.array(z.string()),
  grader: z.string().nullable(),
  isFinalized: z.boolean(),
  queueOrderKey: z.number().int(),
  dateEdited: IsoDateTime,
  dateUploaded: IsoDateTime,
  grade: z.number().nullable(),
  files: z.array(Id),
  tests: z.array(Id),
  questionIsOpen: z.boolean(),
  questionIsRegrade: z.boolean(),
  questionText: z.string(),
  questionResponse: z.string(),
  questionResponder: z.string().nullable(),
  questionDate: IsoDateTime.nullable(),
  responseDate: IsoDateTime.nullable(),
  testRunsCompleted: z.number().int(),
  lateDayCreditsUsed: z.number().int(),
  hasGrader: z.boolean(),
  /**
   * The newest autograder run could not be graded and nobody finalized the submission since: its grade is blank
   * until a later run completes or staff finalize it (docs/AUTOGRADER.md, "Queue semantics"). Never true for
   * students, who read only finalized work.
   */
  needsAttention: z.boolean(),
});
export type Submission = z.infer<typeof Submission>;

/** Clients never send null for a grader: `""` means "nobody" (unclaim). null is taken the same way. */
export const GraderField = z.union([z.literal(''), Email]).nullable();

/** A date-time the database can store as written: years 1 to 9999 once in UTC (JavaScript writes others as ±YYYYYY). */
const StorableDateTime = IsoDateTime.refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 1 && year <= 9999;
}, 'Enter a date between the years 1 and 9999.');

const StudentList = z.array(Email).min(1, 'A submission needs at least one student.').max(1000);
const SMALL_COUNT = z.number().int().min(0).max(2_147_483_647);

export const SubmissionCreate = z.object({
  assignment: Id,
  students: StudentList,
  isFinalized: z.boolean().optional().default(false),
  grader: GraderField.optional(),
});
export type SubmissionCreate = z.input<typeof SubmissionCreate>;

/**
 * Students as a PATCH may send them back: e-mails, or under anonymous grading the pseudonyms ("Student 7") the
 * caller read. The server resolves them against what that caller sees; an unknown one is a 400 naming it.
 */
const StudentLabelList = z
  .array(z.string().trim().toLowerCase().min(1).max(254))
  .min(1, 'A submission needs at least one student.')
  .max(1000);

/** PATCH /submissions/{id}/: the fields given change; read-only and unknown ones are ignored (clients send back whole objects). */
export const SubmissionUpdate = z.object({
  students: StudentLabelList.optional(),
  grader: GraderField.optional(),
  isFinalized: z.boolean().optional(),
  queueOrderKey: z.number().int().optional(),
  dateUploaded: StorableDateTime.optional(),
  questionIsOpen: z.boolean().optional(),
  questionIsRegrade: z.boolean().optional(),
  /** Staff's answer to a regrade request; the server records who answered and when. */
  questionResponse: z.string().max(5000, 'Ensure this field has no more than 5000 characters.').optional(),
  lateDayCreditsUsed: SMALL_COUNT.optional(),
});
export type SubmissionUpdate = z.infer<typeof SubmissionUpdate>;

/** GET /assignments/{id}/submissions?student=&grader= — both filters are e-mails. */
export const SubmissionListQuery = z.object({
  student: z.string().trim().toLowerCase().max(254).optional(),
  grader: z.string().trim().toLowerCase().max(254).optional(),
  page: PageNumber.optional(),
  page_size: PageSize(1000).optional(),
});
export type SubmissionListQuery = z.infer<typeof SubmissionListQuery>;

/** GET /submissions/{id}/history: whether each student of the submission viewed its published feedback. */
export const SubmissionHistory = z.object({
  id: Id,
  student: z.string(),
  submission: Id,
  hasViewed: z.boolean(),
  dateViewed: IsoDateTime.nullable(),
});
export type SubmissionHistory = z.infer<typeof SubmissionHistory>;

export const SUBMISSION_MESSAGES = {
  notAStudent: (email: string) => `${email} is not a student in this course.`,
  notAGrader: (email: string) => `${email} is not a grader in this course.`,
  alreadySubmitted: (email: string) => `${email} already has a submission for this assignment.`,
  finalizeNeedsGrader: 'A submission needs a grader before it can be finalized.',
  unfinalizeFirst: 'A finalized submission must be unfinalized before its grader can change.',
  /** Finished means finished: grading writes wait until someone allowed to reopens the submission. */
  finalizedReadOnly: 'This submission is finalized. Unfinalize it before changing its comments, rubric items or files.',
  tooFewComments: (count: number) => `A submission needs at least ${count} comment${count === 1 ? '' : 's'} before it can be finalized.`,
  /** A related id the caller cannot see, worded as existing API clients know it. */
  invalidPk: invalidPkMessage,
} as const;

// The grading queue of an assignment: graders claim its unclaimed, unfinalized submissions one at a time, in
// queueOrderKey then id order. `POST /assignments/{id}/claim/` answers with the claimed submission (204 when none).

/** GET /assignments/{id}/queueLength/: how many submissions are still waiting for a grader. */
export const QueueLength = z.object({ queueLength: z.number().int().min(0) });
export type QueueLength = z.infer<typeof QueueLength>;
/** GET /assignments/{id}/queueNext/: the submission the next claim would take now (null: none waiting); claims nothing. */
export const QueueNext = z.object({ submission: z.number().int().positive().nullable() });
export type QueueNext = z.infer<typeof QueueNext>;

export const QUEUE_MESSAGES = {
  queueOff: 'The grading queue is turned off for this course.',
} as const;
