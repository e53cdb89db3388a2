import { z } from 'zod';
import { GradeChangeNotice } from './grade-history';
import { Id, IsoDateTime } from './primitives';

// GET /courses/{id}/studentAssignments/ — what the student console shows for one course: the visible
// assignments in sortKey order, each with the caller's own submission state. Students of the course only.

export const StudentAssignmentStatus = z.enum(['notSubmitted', 'submitted', 'inGrading', 'feedbackAvailable']);
export type StudentAssignmentStatus = z.infer<typeof StudentAssignmentStatus>;

export const STUDENT_STATUS_LABELS: Record<StudentAssignmentStatus, string> = {
  notSubmitted: 'Not submitted',
  submitted: 'Submitted',
  inGrading: 'In grading',
  feedbackAvailable: 'Feedback available',
};

/** One uploaded file as its author sees it before feedback: name and place, never comments. */
export const StudentFile = z.object({
  id: Id,
  name: z.string(),
  path: z.string().nullable(),
  extension: z.string(),
  created: IsoDateTime,
  /** Size of the stored content in characters. */
  size: z.number().int().min(0),
  /** False for an older version of a file that was uploaded again. */
  isCurrent: z.boolean(),
});
export type StudentFile = z.infer<typeof StudentFile>;

export const StudentAssignment = z.object({
  id: Id,
  name: z.string(),
  points: z.number(),
  sortKey: z.number().int(),
  uploadDueDate: IsoDateTime.nullable(),
  allowStudentUpload: z.boolean(),
  allowLateUploads: z.boolean(),
  isReleased: z.boolean(),
  status: StudentAssignmentStatus,
  submission: Id.nullable(),
  /** Partners on the submission (e-mails), the caller included. */
  students: z.array(z.string()),
  files: z.array(StudentFile),
  /** Only when feedback is available and the assignment does not hide grades. */
  grade: z.number().nullable(),
  lateDayCreditsUsed: z.number().int(),
  /** The grade they had been shown changed, and they have not opened the submission since; null otherwise. */
  gradeChange: GradeChangeNotice.nullable(),
  /**
   * True when a new upload may not change the submission: it is finished, or a grader claimed it and the due
   * date has passed. Before the due date a claimed submission still takes uploads (they send it back to the queue).
   */
  uploadLocked: z.boolean(),
  /** Whether the course shows statistics to students (then GET /assignments/{id}/statistics/ answers them). */
  showStatistics: z.boolean(),
  /** The published feedback was reopened by the course staff: the student reads it as published until it is final again. */
  beingRevised: z.boolean().optional(),
  /** The student may ask for a regrade now (the rule of the submission view's "Request regrade"). */
  canRequestRegrade: z.boolean().optional(),
  /** A regrade request on their submission is open. */
  regradeRequested: z.boolean().optional(),
});
export type StudentAssignment = z.infer<typeof StudentAssignment>;

export const StudentCourseView = z.object({
  course: Id,
  timezone: z.string(),
  /** null when the course does not count late days. */
  lateDayCreditsAllowable: z.number().int().nullable(),
  lateDayCreditsUsed: z.number().int().min(0),
  assignments: z.array(StudentAssignment),
});
export type StudentCourseView = z.infer<typeof StudentCourseView>;
