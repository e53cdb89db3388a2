import type { PeerReviewAnonymity, PeerReviewState, PeerReviewStage } from '@marginalia/contracts';
import type { PeerReviewField } from './peerReviewForm';

// The Peer review tab's words: one label and one line of help per setting, and what its states are called.

export const PEER_REVIEW_FIELD_TEXT: Record<PeerReviewField, { label: string; help: string }> = {
  enabled: { label: 'Use peer review', help: 'Students review each other’s submissions to this assignment.' },
  reviewsPerStudent: { label: 'Reviews per student', help: 'How many other submissions each student reviews (1 to 10).' },
  opensAt: { label: 'Opens at', help: 'When reviewing starts. Leave empty to open at the upload due date.' },
  closesAt: { label: 'Closes at', help: 'When reviewing ends. Leave empty to keep it open until you close it.' },
  anonymity: { label: 'Anonymity', help: 'Who sees whose name.' },
  rubric: { label: 'Rubric', help: 'What reviewers grade with.' },
  weight: { label: 'Weight in the grade', help: 'The share of the grade that comes from peer scores (0 to 100 %).' },
  approval: { label: 'Staff approval', help: 'Staff approve peer comments before authors see them.' },
  minComments: { label: 'Minimum comments', help: 'Comments a review needs before it can be submitted (0 to 50).' },
};

export const ANONYMITY_LABELS: Record<PeerReviewAnonymity, string> = {
  double: 'Double-blind',
  reviewer: 'Reviewers hidden from authors',
  open: 'Open',
};

export const RUBRIC_LABELS = { assignment: "The assignment's rubric", peer: 'A peer rubric of its own' } as const;

export const STAGE_STATE_LABELS: Record<PeerReviewStage['state'], { label: string; color: string }> = {
  off: { label: 'Off', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'processing' },
  open: { label: 'Open', color: 'success' },
  closed: { label: 'Closed', color: 'purple' },
};

export const REVIEW_STATE_LABELS: Record<PeerReviewState, { label: string; color: string }> = {
  assigned: { label: 'Assigned', color: 'processing' },
  submitted: { label: 'Submitted', color: 'success' },
  late: { label: 'Late', color: 'warning' },
  missing: { label: 'Missing', color: 'error' },
};

export const PEER_REVIEW_TAB_TEXTS = {
  openNow: 'Open now',
  closeNow: 'Close now',
  openConfirm: 'Open the peer review now? Reviews are allocated among the submissions there are now.',
  closeConfirm: 'Close the peer review now? Reviews not submitted become missing; later ones are marked late.',
  opened: 'The peer review is open.',
  closed: 'The peer review is closed.',
  saved: 'Peer review settings saved.',
  opensAtDueDate: 'at the upload due date',
  noOpening: 'Not set: give an opening time or an upload due date',
  noClosing: 'When an admin closes it',
  noReviews: 'No reviews allocated yet. They are allocated when the review opens.',
  cannotOpen: 'The review could not open',
} as const;

export const PEER_RUBRIC_TEXTS = {
  title: 'Peer rubric',
  help: 'Reviewers link these comments to the code they review. Graders and grades never use the peer rubric; the assignment’s rubric stays as it is.',
} as const;
