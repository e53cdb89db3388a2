import { PeerRubric, type AssignmentRubric } from '@marginalia/contracts';
import { readNested } from './resources';

// The peer rubric (docs/PEER-REVIEW.md, "The peer rubric"): read at its own route, written through the rubric calls
// (api/rubric.ts) with `peer: true` on a new category.

export function peerRubricQueryKey(assignmentId: number): readonly ['rubric', number, 'peer'] {
  return ['rubric', assignmentId, 'peer'] as const;
}

/**
 * GET /assignments/{id}/peerRubric/, as the tree the rubric editor shows (each category with its comments in order):
 * the same shape as the assignment's rubric, so that one editor edits both.
 */
export async function fetchPeerRubricTree(assignmentId: number): Promise<AssignmentRubric> {
  const rubric = await readNested('assignments', assignmentId, 'peerRubric', PeerRubric);
  return {
    assignment: assignmentId,
    rubricCategories: rubric.rubricCategories.map((category) => ({
      ...category,
      rubricComments: rubric.rubricComments.filter((comment) => comment.category === category.id),
    })),
  };
}
