import { describe, expect, it } from 'vitest';
import type { PublicationPreview } from '@marginalia/contracts';
import { publicationSummary } from './publicationSummary';

const course = { name: 'CS 101', period: 'Fall 2026' };
const assignment = { name: 'Lab 1' };
const preview = (changes: Partial<PublicationPreview> = {}): PublicationPreview => ({
  finalizedSubmissions: 3,
  studentsWithFeedback: 4,
  unfinalizedSubmissions: 2,
  isVisible: true,
  emailsStudents: true,
  regradeRequestsOpen: true,
  regradeDeadline: '2026-12-01T17:00:00Z',
  ...changes,
});
const texts = (p: PublicationPreview) => publicationSummary(p, course, assignment, 'America/New_York').map((line) => line.text);

describe('the publish confirmation', () => {
  it('says who sees grades, who waits, who is e-mailed and until when regrades are open', () => {
    const lines = publicationSummary(preview(), course, assignment, 'America/New_York');
    expect(lines.map((line) => line.text)).toEqual([
      '4 students will see their grade and feedback (3 finalized submissions).',
      '2 other submissions are not finalized yet; their students see feedback as soon as it is.',
      'They will be e-mailed that their feedback is ready, as will students whose work is finalized later.',
      expect.stringMatching(/^Students can ask for regrades until .*2026.*\.$/),
    ]);
    expect(lines.find((line) => line.key === 'email')?.link).toEqual({ to: '/admin/CS%20101/Fall%202026/settings', label: 'Course settings' });
    expect(lines.find((line) => line.key === 'regrades')?.link).toEqual({ to: '/admin/CS%20101/Fall%202026/assignments/Lab%201', label: 'Assignment settings' });
  });

  it('reads naturally for one, and says when nothing is finalized, nobody is e-mailed and regrades are closed', () => {
    expect(texts(preview({ finalizedSubmissions: 1, studentsWithFeedback: 1, unfinalizedSubmissions: 1, emailsStudents: false, regradeRequestsOpen: false }))).toEqual([
      '1 student will see their grade and feedback (1 finalized submission).',
      '1 other submission is not finalized yet; its students see their feedback as soon as it is.',
      'Nobody will be e-mailed: the course does not send feedback notifications.',
      'Regrade requests are closed: students cannot ask for a regrade.',
    ]);
    expect(texts(preview({ finalizedSubmissions: 0, studentsWithFeedback: 0, unfinalizedSubmissions: 0, regradeDeadline: null }))[0]).toBe(
      'No submission is finalized yet, so no student sees a grade now.',
    );
    expect(texts(preview({ regradeDeadline: null })).at(-1)).toBe('Students can ask for regrades, with no deadline.');
  });

  it('warns that a hidden assignment shows nothing and e-mails nobody', () => {
    expect(texts(preview({ isVisible: false, emailsStudents: false, unfinalizedSubmissions: 0 })).slice(1, 3)).toEqual([
      'The assignment is hidden from students: nobody sees anything until you make it visible.',
      'Nobody will be e-mailed while the assignment is hidden.',
    ]);
  });
});
