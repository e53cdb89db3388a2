import { describe, expect, it } from 'vitest';
import type { ReviewToDo } from '@marginalia/contracts';
import { groupReviewsByAssignment, progressText } from './reviewGroups';

const lab = (id: number) => ({ id, name: `Lab ${id}`, course: 1 });
const review = (id: number, assignment: number, state: ReviewToDo['state']): ReviewToDo => ({
  id, assignment: lab(assignment), submission: 50 + id, label: `Submission ${id}`, state, closesAt: null, submittedAt: null,
});

describe("a student's reviews to do", () => {
  it('are grouped by assignment in the order given, a late review counting as submitted', () => {
    const groups = groupReviewsByAssignment([review(1, 2, 'late'), review(2, 1, 'assigned'), review(3, 2, 'missing'), review(4, 2, 'submitted')]);
    expect(groups.map((group) => [group.assignment.name, group.reviews.map((r) => r.id), progressText(group)])).toEqual([
      ['Lab 2', [1, 3, 4], '2 of 3 reviews submitted'],
      ['Lab 1', [2], '0 of 1 review submitted'],
    ]);
  });
});
