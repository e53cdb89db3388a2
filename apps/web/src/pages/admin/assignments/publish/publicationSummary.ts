import type { Assignment, CourseSummary, PublicationPreview } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { adminCoursePath } from '../../../../routing/adminPaths';
import { formatInZone } from '../dates/zonedTime';

// What the publish confirmation says, one line per question an admin asks before students see grades: who
// sees them, who is e-mailed, whether regrades open. Each line that depends on a setting links to where it is set.

export interface SummaryLine {
  key: 'audience' | 'pending' | 'hidden' | 'email' | 'regrades';
  text: string;
  link?: { to: string; label: string };
}

export function publicationSummary(
  preview: PublicationPreview,
  course: Pick<CourseSummary, 'name' | 'period'>,
  assignment: Pick<Assignment, 'name'>,
  timeZone: string,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  lines.push({
    key: 'audience',
    text:
      preview.finalizedSubmissions === 0
        ? 'No submission is finalized yet, so no student sees a grade now.'
        : `${plural(preview.studentsWithFeedback, 'student')} will see their grade and feedback (${plural(preview.finalizedSubmissions, 'finalized submission')}).`,
  });
  if (preview.unfinalizedSubmissions > 0) {
    const one = preview.unfinalizedSubmissions === 1;
    lines.push({
      key: 'pending',
      text: `${plural(preview.unfinalizedSubmissions, 'other submission')} ${one ? 'is' : 'are'} not finalized yet; ${one ? 'its students see their' : 'their students see'} feedback as soon as it is.`,
    });
  }
  if (!preview.isVisible) lines.push({ key: 'hidden', text: 'The assignment is hidden from students: nobody sees anything until you make it visible.' });
  const settings = { to: adminCoursePath(course, 'settings'), label: 'Course settings' };
  if (preview.emailsStudents) lines.push({ key: 'email', text: 'They will be e-mailed that their feedback is ready, as will students whose work is finalized later.', link: settings });
  else if (preview.isVisible) lines.push({ key: 'email', text: 'Nobody will be e-mailed: the course does not send feedback notifications.', link: settings });
  else lines.push({ key: 'email', text: 'Nobody will be e-mailed while the assignment is hidden.' });
  const assignmentSettings = { to: adminCoursePath(course, 'assignments', assignment.name), label: 'Assignment settings' };
  let regrades = 'Regrade requests are closed: students cannot ask for a regrade.';
  if (preview.regradeRequestsOpen) {
    regrades = preview.regradeDeadline
      ? `Students can ask for regrades until ${formatInZone(preview.regradeDeadline, timeZone)}.`
      : 'Students can ask for regrades, with no deadline.';
  }
  lines.push({ key: 'regrades', text: regrades, link: assignmentSettings });
  return lines;
}
