import type { ReviewToDo } from '@marginalia/contracts';

// A student's reviews to do, grouped by assignment for the course page: each group with its deadline and how many
// are in. A late review counts as submitted: it was taken, only marked late.

export interface ReviewGroup {
  assignment: ReviewToDo['assignment'];
  closesAt: string | null;
  reviews: ReviewToDo[];
  submitted: number;
}

export function groupReviewsByAssignment(reviews: readonly ReviewToDo[]): ReviewGroup[] {
  const groups = new Map<number, ReviewGroup>();
  for (const review of reviews) {
    let group = groups.get(review.assignment.id);
    if (!group) {
      group = { assignment: review.assignment, closesAt: review.closesAt, reviews: [], submitted: 0 };
      groups.set(review.assignment.id, group);
    }
    group.reviews.push(review);
    if (review.state === 'submitted' || review.state === 'late') group.submitted += 1;
  }
  return [...groups.values()];
}

/** "1 of 2 reviews submitted". */
export function progressText(group: Pick<ReviewGroup, 'submitted' | 'reviews'>): string {
  const total = group.reviews.length;
  return `${group.submitted} of ${total} review${total === 1 ? '' : 's'} submitted`;
}

