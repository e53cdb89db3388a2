import { z } from 'zod';
import { Id } from './primitives';

// The grade history of a submission (GET /submissions/{id}/gradeHistory/): once its students have been shown a
// grade, every later change of the stored grade is kept with its cause, who made it (when a person did) and when.
// Every partner change (who gets the grade: links, joins, departures, removals, students an admin sets) is kept
// too, at any time, with the student it was about; its old and new grade are both the grade at that moment.

export const PARTNER_CHANGE_CAUSES = ['partner_link', 'partner_joined', 'partner_left', 'partner_removed', 'partner_added'] as const;
export type PartnerChangeCause = (typeof PARTNER_CHANGE_CAUSES)[number];

export const GRADE_CHANGE_CAUSES = ['comment', 'rubric', 'tests', 'files', 'assignment', 'students', 'unfreeze', 'peer_review', ...PARTNER_CHANGE_CAUSES] as const;
export type GradeChangeCause = (typeof GRADE_CHANGE_CAUSES)[number];

/** How staff read a cause in the history list. */
export const GRADE_CHANGE_CAUSE_LABELS: Record<GradeChangeCause, string> = {
  comment: 'A comment was added, edited or deleted',
  rubric: 'A rubric item was changed',
  tests: 'A test result or test case changed',
  files: 'A file was added, changed or deleted',
  assignment: "The assignment's points or grading mode changed",
  students: 'The students of the submission changed',
  unfreeze: 'Grades were unfrozen',
  peer_review: 'Peer scores or their weight in the grade changed',
  partner_link: 'A partner link was made',
  partner_joined: 'A partner joined with a link',
  partner_left: 'A student left the submission',
  partner_removed: 'A student was removed from the submission',
  partner_added: 'A student was added to the submission by staff',
};

export const GradeChange = z.object({
  id: Id,
  submission: Id,
  oldGrade: z.number().nullable(),
  newGrade: z.number().nullable(),
  cause: z.enum(GRADE_CHANGE_CAUSES),
  /** The e-mail of the person whose change it was; null for automated changes or deleted accounts. */
  actor: z.string().nullable(),
  /** For a partner change, the student who joined, left or was removed (a pseudonym under anonymous grading). */
  student: z.string().nullable(),
  created: z.string(),
});
export type GradeChange = z.infer<typeof GradeChange>;

/** A student's notice that the grade they had been shown changed (student console). */
export const GradeChangeNotice = z.object({ from: z.number(), to: z.number(), at: z.string() });
export type GradeChangeNotice = z.infer<typeof GradeChangeNotice>;
