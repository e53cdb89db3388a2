import { z } from 'zod';
import { IsoDateTime } from './primitives';

// GET /assignments/{id}/publication/ — what publishing an assignment's feedback would do, for the admin who is
// about to do it: who sees grades, who is e-mailed, whether regrade requests open.

export const PublicationPreview = z.object({
  /** Finalized submissions: their feedback is what publishing shows. */
  finalizedSubmissions: z.number().int().min(0),
  /** The students of those submissions (partners each count). */
  studentsWithFeedback: z.number().int().min(0),
  /** Submissions not finalized yet: their students see feedback once they are. */
  unfinalizedSubmissions: z.number().int().min(0),
  /** Students see nothing of a hidden assignment, published or not. */
  isVisible: z.boolean(),
  /** The course's enableStudentFeedbackNotifications: the students above get the "feedback is ready" e-mail. */
  emailsStudents: z.boolean(),
  /** Students may ask for regrades of the published feedback (allowRegradeRequests, before regradeDeadline). */
  regradeRequestsOpen: z.boolean(),
  regradeDeadline: IsoDateTime.nullable(),
});
export type PublicationPreview = z.infer<typeof PublicationPreview>;
