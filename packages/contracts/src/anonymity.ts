import { z } from 'zod';
import { Id } from './primitives';

// GET, PUT and DELETE /assignments/{id}/anonymity/ — a member of staff's choice to see the students of an
// anonymously graded assignment by name. Under anonymous grading everyone on staff reads pseudonyms until they
// reveal; the choice is remembered per person and assignment and applies to every read of that assignment
// (lists, the submission view, exports). Admins and super graders may reveal everyone, section leaders the
// students of the sections they lead; plain graders may not reveal.

export const AnonymityChoice = z.object({
  assignment: Id,
  /** Whether the assignment is graded anonymously (without it, everyone reads identities anyway). */
  anonymousGrading: z.boolean(),
  /** Whether the caller may reveal names (PUT). */
  canReveal: z.boolean(),
  /** Whether the caller revealed names for this assignment. */
  revealed: z.boolean(),
});
export type AnonymityChoice = z.infer<typeof AnonymityChoice>;
