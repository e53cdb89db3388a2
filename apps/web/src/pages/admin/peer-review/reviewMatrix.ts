import type { PeerReviewGradingReview, PeerReviewState } from '@marginalia/contracts';

// The who-reviews-whom matrix as data: reviewers as rows (a page of them at a time, for classes of hundreds),
// and as columns the submissions the page's reviewers review, so that a page stays as narrow as its reviews.

export interface MatrixPage {
  reviewers: string[];
  submissions: number[];
  /** `${reviewer}\n${submission}` → the review's state. */
  cells: Map<string, PeerReviewState>;
  pages: number;
}

export const cellKey = (reviewer: string, submission: number) => `${reviewer}\n${submission}`;

export function matrixPage(reviews: readonly Pick<PeerReviewGradingReview, 'reviewer' | 'submission' | 'state'>[], page: number, pageSize: number): MatrixPage {
  const allReviewers = [...new Set(reviews.map((review) => review.reviewer))].sort();
  const pages = Math.max(1, Math.ceil(allReviewers.length / pageSize));
  const reviewers = allReviewers.slice((page - 1) * pageSize, page * pageSize);
  const onPage = new Set(reviewers);
  const cells = new Map<string, PeerReviewState>();
  const submissions = new Set<number>();
  for (const review of reviews) {
    if (!onPage.has(review.reviewer)) continue;
    cells.set(cellKey(review.reviewer, review.submission), review.state);
    submissions.add(review.submission);
  }
  return { reviewers, submissions: [...submissions].sort((a, b) => a - b), cells, pages };
}
