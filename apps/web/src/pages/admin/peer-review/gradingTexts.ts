// The words of the peer-review tab's Grading and Overview sections (docs/PEER-REVIEW.md, "Grading the reviews",
// "Oversight").

export const GRADING_TEXTS = {
  grading: 'Grading',
  overview: 'Overview',
  reviewsTable: 'Grading the reviews',
  noReviews: 'No reviews yet.',
  notCounted: 'Does not count',
  save: 'Save',
  clear: 'Clear',
  saved: 'Grade saved.',
  cleared: 'Grade cleared.',
  gradeHelp: 'Your grade of the reviewing (0 to 100). Empty: the suggested grade is used.',
  suggestedHelp: 'Agreement with staff counts 60 %, with the other reviews 40 %; a review that does not count gets 0.',
  matrix: 'Who reviews whom',
  matrixHelp: 'Reviewers in rows, submissions in columns (those the page’s reviewers review).',
  notReviewing: 'Not reviewing',
  plotTitle: 'Peer median against staff grade',
  plotEmpty: 'No submission has both a staff grade (finalized) and a peer median yet.',
  staffAxis: 'Staff grade',
  peerAxis: 'Peer median',
} as const;

/** What peer scores do to the grade, above the Grading table. */
export function weightLine(weight: number, state: string): string {
  if (weight <= 0) return 'Peer scores do not count in the grade (weight 0 %).';
  const share = `${Math.round(weight * 100)} %`;
  return state === 'closed'
    ? `The peer median counts for ${share} of each submission's grade.`
    : `Once the review closes, the peer median counts for ${share} of each submission's grade.`;
}

/** "87.5 %", or a dash when there is nothing to compare with. */
export const percentOrDash = (value: number | null) => (value === null ? '–' : `${Math.round(value * 10) / 10} %`);
