import type { PeerRubric } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { loadAssignmentForStaff } from '../assignments/policy';
import { selectRubricCategories, selectRubricComments } from '../review/queries';

// GET /assignments/{id}/peerRubric/ (docs/PEER-REVIEW.md, "The peer rubric"): the assignment's second rubric, the one
// its reviewers use when the stage's rubric is `peer`. Staff read it as they read the assignment's rubric; it is
// written through the rubric routes (/rubricCategories/ with `peer: true`, /rubricComments/ in such a category).

export async function readPeerRubric(db: Executor, assignmentId: number, user: AuthUser): Promise<PeerRubric> {
  await loadAssignmentForStaff(db, assignmentId, user);
  const [rubricCategories, rubricComments] = await Promise.all([
    selectRubricCategories(db, assignmentId, undefined, true),
    selectRubricComments(db, assignmentId, undefined, true),
  ]);
  return { rubricCategories, rubricComments };
}
