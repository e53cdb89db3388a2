import type { PublicationPreview } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { loadAssignmentForAdmin } from '../assignments/policy';
import { regradeWindowOpen } from '../review/permissions';
import { countPublicationAudience } from './queries';

// GET /assignments/{id}/publication/: what publishing would do, read by the admin console before it asks the
// admin to confirm. Course admins only (other members 403, outsiders 404). The e-mail and regrade answers are
// the rules notifications/service.ts and review/permissions.ts apply when it happens.

export async function previewPublication(db: Executor, assignmentId: number, user: AuthUser): Promise<PublicationPreview> {
  const { assignment, course } = await loadAssignmentForAdmin(db, assignmentId, user);
  const audience = await countPublicationAudience(db, assignmentId);
  return {
    finalizedSubmissions: audience.finalized,
    studentsWithFeedback: audience.students,
    unfinalizedSubmissions: audience.unfinalized,
    isVisible: assignment.isVisible,
    emailsStudents: course.course.enableStudentFeedbackNotifications && assignment.isVisible,
    regradeRequestsOpen: regradeWindowOpen(assignment, new Date()),
    regradeDeadline: assignment.regradeDeadline ? assignment.regradeDeadline.toISOString() : null,
  };
}
