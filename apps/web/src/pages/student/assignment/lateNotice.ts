import { UPLOAD_MESSAGES, type StudentAssignment, type StudentCourseView } from '@marginalia/contracts';
import { plural } from '../../../format/plural';
import { daysLate, isPastDue } from '../course/dates';

// What a student is told before uploading after the due date, following the server's rule: each started day
// late is a credit; a submission is charged its largest lateness once; the student's credits used on other
// submissions plus this lateness may not pass what the course allows.

export interface LateNotice {
  type: 'info' | 'warning' | 'error';
  message: string;
  /** False when the server would refuse the upload. */
  allowed: boolean;
}

export function lateUploadNotice(
  assignment: Pick<StudentAssignment, 'uploadDueDate' | 'allowLateUploads' | 'lateDayCreditsUsed'>,
  view: Pick<StudentCourseView, 'lateDayCreditsAllowable' | 'lateDayCreditsUsed'>,
  now: Date,
): LateNotice | null {
  if (!isPastDue(assignment.uploadDueDate, now)) return null;
  if (!assignment.allowLateUploads) return { type: 'error', message: UPLOAD_MESSAGES.pastDue, allowed: false };
  if (view.lateDayCreditsAllowable === null) {
    return { type: 'warning', message: 'The due date has passed. Late uploads are still accepted for this assignment.', allowed: true };
  }
  const late = daysLate(assignment.uploadDueDate, now);
  const usedElsewhere = view.lateDayCreditsUsed - assignment.lateDayCreditsUsed;
  if (usedElsewhere + late > view.lateDayCreditsAllowable) return { type: 'error', message: UPLOAD_MESSAGES.notEnoughLateDays, allowed: false };
  const charge = Math.max(0, late - assignment.lateDayCreditsUsed);
  const leftAfter = view.lateDayCreditsAllowable - usedElsewhere - Math.max(late, assignment.lateDayCreditsUsed);
  if (charge === 0) {
    return {
      type: 'info',
      message: `This upload is ${plural(late, 'day')} late. Your submission already counts ${plural(assignment.lateDayCreditsUsed, 'late day')}, so it uses no more.`,
      allowed: true,
    };
  }
  return {
    type: 'warning',
    message: `This upload is ${plural(late, 'day')} late and will use ${plural(charge, 'late day credit')}. You will have ${leftAfter} left.`,
    allowed: true,
  };
}
