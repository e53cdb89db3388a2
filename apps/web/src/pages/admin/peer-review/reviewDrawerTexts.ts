import type { StaffPeerComment } from '@marginalia/contracts';

// The review drawer's words (docs/PEER-REVIEW.md, "Approval and hiding").

export const REVIEW_DRAWER_TEXTS = {
  approve: 'Approve',
  approved: 'Review approved: its authors can read it.',
  approveFailed: 'The review could not be approved.',
  waitingForApproval: 'Waiting for approval',
  waitingFilter: 'Waiting for approval',
  hide: 'Hide',
  show: 'Show',
  hideConfirm: 'Hide comment',
  hidden: 'Hidden from the authors',
  reasonLabel: 'Reason (the reviewer is told)',
  changeFailed: 'The comment could not be changed.',
  noComments: 'The reviewer wrote no comments.',
  notRated: 'Not rated yet',
} as const;

/** "main.py, line 3" or "main.py, lines 3–5" (lines counted from 1). */
export function commentPlace(comment: Pick<StaffPeerComment, 'fileName' | 'startLine' | 'endLine'>): string {
  const first = comment.startLine + 1;
  const last = comment.endLine + 1;
  return first === last ? `${comment.fileName}, line ${first}` : `${comment.fileName}, lines ${first}–${last}`;
}

/** "3.5 of 5 (2 ratings)". */
export function ratingsText(ratings: { mean: number | null; count: number }): string {
  if (ratings.mean === null || ratings.count === 0) return REVIEW_DRAWER_TEXTS.notRated;
  const mean = Math.round(ratings.mean * 10) / 10;
  return `${mean} of 5 (${ratings.count} rating${ratings.count === 1 ? '' : 's'})`;
}
