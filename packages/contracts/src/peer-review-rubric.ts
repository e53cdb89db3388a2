import { z } from 'zod';
import { RubricCategory, RubricComment } from './rubric';

// The peer rubric (docs/PEER-REVIEW.md, "The peer rubric"): an assignment's second rubric, for its peer reviewers.

/** GET /assignments/{id}/peerRubric/: the peer rubric's categories (by sortKey then id) and their comments. */
export const PeerRubric = z.object({
  rubricCategories: z.array(RubricCategory),
  rubricComments: z.array(RubricComment),
});
export type PeerRubric = z.infer<typeof PeerRubric>;
