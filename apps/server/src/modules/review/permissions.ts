import { SUBMISSION_ACTION_MESSAGES, UPLOAD_MESSAGES, type ReviewPermissions, type ReviewRole } from '@marginalia/contracts';
import type { CourseAccess } from '../courses/policy';
import { reopeningLeftToAdmins } from '../submissions/grading-rights';
import { holdsGradingRights } from '../submissions/grading-writes';
import type { SubmissionScope } from '../submissions/queries';

// What the submission view offers its reader: the same rules the write routes enforce (comments/policy.ts,
// submissions/grading-rights.ts, the regrade and partner services), worked out once here so that the view
// shows only the buttons that will work. Pure, so each rule is tested apart from the database.

/** The assignment settings these rules read; dates as stored (Date) or as the API writes them (ISO strings). */
export interface AssignmentRules {
  allowRegradeRequests: boolean;
  regradeDeadline: Date | string | null;
  commentFeedback: boolean;
  allowStudentUpload: boolean;
  uploadDueDate: Date | string | null;
  allowLateUploads: boolean;
  hideGrades: boolean;
}

export interface ReviewFacts {
  userId: number;
  access: CourseAccess;
  submission: SubmissionScope;
  assignment: AssignmentRules;
  asStudent: boolean;
  /** The reader leads a section holding one of the submission's students (they write its grading too). */
  leadsSection: boolean;
  /** A student reading their own submission before its feedback is out: their files, no grading. */
  feedbackHidden?: boolean;
  now: Date;
}

/** Students may upload (and so change their group) while the assignment takes uploads. */
export function uploadsOpen(assignment: Pick<AssignmentRules, 'allowStudentUpload' | 'uploadDueDate' | 'allowLateUploads'>, now: Date): boolean {
  if (!assignment.allowStudentUpload) return false;
  return assignment.uploadDueDate === null || now <= new Date(assignment.uploadDueDate) || assignment.allowLateUploads;
}

/**
 * Why a student may not change the submission's partners now (make a link, join, leave, remove one), or null
 * when they may. Graded work keeps its students: nobody gains or sheds a finalized grade by changing partners,
 * published or not. Otherwise the group follows the uploads: before the due date, or after it while the
 * assignment accepts late uploads (staff's way to allow it; course admins can also change students themselves).
 */
export function partnerChangeRefusal(assignment: Pick<AssignmentRules, 'allowStudentUpload' | 'uploadDueDate' | 'allowLateUploads'>, submission: { isFinalized: boolean }, now: Date): string | null {
  if (submission.isFinalized) return SUBMISSION_ACTION_MESSAGES.partnersFinalized;
  if (!assignment.allowStudentUpload) return UPLOAD_MESSAGES.uploadsClosed;
  if (!uploadsOpen(assignment, now)) return SUBMISSION_ACTION_MESSAGES.partnersPastDue;
  return null;
}

/** A student may ask for a regrade of released feedback while the assignment allows it. */
export function regradeOpen(assignment: Pick<AssignmentRules, 'allowRegradeRequests' | 'regradeDeadline'>, submission: Pick<SubmissionScope, 'isReleased' | 'isVisible' | 'isFinalized'>, now: Date): boolean {
  if (!(submission.isReleased && submission.isVisible && submission.isFinalized)) return false;
  return regradeWindowOpen(assignment, now);
}

/** The assignment takes regrade requests now: it allows them and its regradeDeadline, if any, has not passed. */
export function regradeWindowOpen(assignment: Pick<AssignmentRules, 'allowRegradeRequests' | 'regradeDeadline'>, now: Date): boolean {
  if (!assignment.allowRegradeRequests) return false;
  return assignment.regradeDeadline === null || now <= new Date(assignment.regradeDeadline);
}

function staffRole(access: CourseAccess): ReviewRole {
  if (access.isAdmin) return 'admin';
  return access.roles.includes('superGrader') ? 'superGrader' : 'grader';
}

export function reviewPermissions(facts: ReviewFacts): ReviewPermissions {
  const { access, submission, assignment, userId, now } = facts;
  const writable = !access.course.archived;
  if (facts.asStudent) {
    const feedbackVisible = !facts.feedbackHidden;
    return {
      role: 'student',
      canComment: false,
      canClaim: false,
      canFinalize: false,
      canUnfinalize: false,
      canAnswerRegrade: false,
      canRequestRegrade: feedbackVisible && writable && regradeOpen(assignment, submission, now),
      canRateComments: feedbackVisible && writable && assignment.commentFeedback,
      canManagePartners: writable && partnerChangeRefusal(assignment, submission, now) === null,
      showPoints: feedbackVisible && !assignment.hideGrades,
      feedbackVisible,
    };
  }
  // Who may grade it: submissions/grading-writes.ts.
  const grades = holdsGradingRights(access, submission, userId);
  const isGrader = access.roles.includes('grader') || access.roles.includes('superGrader');
  return {
    role: staffRole(access),
    // A finalized submission is read-only until unfinalized (submissions/finalized-lock.ts).
    canComment: writable && !submission.isFinalized && (grades || facts.leadsSection),
    canClaim: writable && isGrader && submission.graderId === null && !submission.isFinalized,
    canFinalize: writable && grades && submission.graderId !== null && !submission.isFinalized,
    canUnfinalize: writable && submission.isFinalized && !reopeningLeftToAdmins(access) && (access.isAdmin || grades),
    canAnswerRegrade: writable && grades,
    canRequestRegrade: false,
    canRateComments: false,
    canManagePartners: false,
    showPoints: true,
    feedbackVisible: true,
  };
}

/** The demo: anyone may try commenting (nothing is stored); nothing else. */
export const DEMO_PERMISSIONS: ReviewPermissions = {
  role: 'demo',
  canComment: true,
  canClaim: false,
  canFinalize: false,
  canUnfinalize: false,
  canAnswerRegrade: false,
  canRequestRegrade: false,
  canRateComments: false,
  canManagePartners: false,
  showPoints: true,
  feedbackVisible: true,
};
