import { z } from 'zod';
import { MyPeerReviews, PeerReviewImportResult, PeerReviewStage, ReviewerView, ReviewToDo, StaffPeerReview, type PeerReviewImport, type PeerReviewSettingsUpdate } from '@marginalia/contracts';
import { ApiError } from './errors';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Peer review (docs/PEER-REVIEW.md): an assignment's stage as its course admins set, open and close it, the
// allocation staff read, and the reviews a student has to do and has received.

export const peerReviewKeys = {
  stage: (assignmentId: number) => ['peer-review', assignmentId, 'stage'] as const,
  allocation: (assignmentId: number) => ['peer-review', assignmentId, 'allocation'] as const,
  mine: ['peer-review', 'mine'] as const,
  reviewerView: (reviewId: number) => ['peer-review', 'review', reviewId, 'submission'] as const,
};

const StaffPeerReviews = z.array(StaffPeerReview);

/** GET /assignments/{id}/peerReview/ — the settings, when it opens in effect, its state and counts. */
export async function fetchPeerReviewStage(assignmentId: number): Promise<PeerReviewStage> {
  const response = await sendExpecting('GET', `/assignments/${assignmentId}/peerReview/`, 200);
  return checkShape(PeerReviewStage, response.body, 'GET /assignments/{id}/peerReview/');
}

/** PATCH /assignments/{id}/peerReview/ — quiet: the form shows a 400 beside its fields. */
export async function updatePeerReviewSettings(assignmentId: number, changes: PeerReviewSettingsUpdate): Promise<PeerReviewStage> {
  const response = await sendExpecting('PATCH', `/assignments/${assignmentId}/peerReview/`, 200, { body: changes, quiet: true });
  return checkShape(PeerReviewStage, response.body, 'PATCH /assignments/{id}/peerReview/');
}

/** POST /assignments/{id}/peerReview/open/ or /close/ — quiet: the tab shows a refusal's message. */
export async function movePeerReviewStage(assignmentId: number, move: 'open' | 'close'): Promise<PeerReviewStage> {
  const response = await sendExpecting('POST', `/assignments/${assignmentId}/peerReview/${move}/`, 200, { quiet: true });
  return checkShape(PeerReviewStage, response.body, `POST /assignments/{id}/peerReview/${move}/`);
}

/** GET /assignments/{id}/peerReviews/ — every review of the allocation, reviewers named (staff only). */
export async function fetchPeerReviewAllocation(assignmentId: number): Promise<StaffPeerReview[]> {
  const response = await sendExpecting('GET', `/assignments/${assignmentId}/peerReviews/`, 200);
  return checkShape(StaffPeerReviews, response.body, 'GET /assignments/{id}/peerReviews/');
}

/**
 * GET /peerReviews/ — the caller's reviews to do and the reviews of their work. Quiet: it only adds a section to
 * the student's course page, which stays as it was when the call fails.
 */
export async function fetchMyPeerReviews(): Promise<MyPeerReviews> {
  const response = await sendExpecting('GET', '/peerReviews/', 200, { quiet: true });
  return checkShape(MyPeerReviews, response.body, 'GET /peerReviews/');
}

/** GET /assignments/{id}/peerReviews/csv/ — the path of the allocation's file (saved with downloadExport). */
export const peerReviewCsvPath = (assignmentId: number) => `/assignments/${assignmentId}/peerReviews/csv/`;

/**
 * POST /assignments/{id}/peerReviews/import/ — a preview or the upload itself. Quiet: a refused file answers 400
 * with the same shape, listing its bad rows, which the dialog shows.
 */
export async function importPeerReviewAllocation(assignmentId: number, rows: PeerReviewImport['rows'], preview: boolean): Promise<PeerReviewImportResult> {
  const path = `/assignments/${assignmentId}/peerReviews/import/`;
  const response = await sendExpecting('POST', path, [200, 400], { body: { rows, preview }, quiet: true });
  const parsed = PeerReviewImportResult.safeParse(response.body);
  if (!parsed.success) throw new ApiError(response.status, response.body, `POST ${path}`);
  return parsed.data;
}

/** GET /peerReviews/{id}/submission/ — the submission as its reviewer reads it. Quiet: a 404 is the page's not-found screen. */
export async function fetchReviewerView(reviewId: number): Promise<ReviewerView> {
  const response = await sendExpecting('GET', `/peerReviews/${reviewId}/submission/`, 200, { quiet: true });
  return checkShape(ReviewerView, response.body, 'GET /peerReviews/{id}/submission/');
}

/**
 * POST /peerReviews/{id}/submit/ — "Submit review". Quiet: the button says why it failed, with the server's words for
 * a refusal (too few comments, already submitted).
 */
export async function submitPeerReview(reviewId: number): Promise<ReviewToDo> {
  const response = await sendExpecting('POST', `/peerReviews/${reviewId}/submit/`, 200, { quiet: true });
  return checkShape(ReviewToDo, response.body, 'POST /peerReviews/{id}/submit/');
}
