import type { Executor } from '@marginalia/db';
import type { CourseAccess } from '../courses/policy';
import { hasRevealed, selectLedSectionIds } from './queries';
import { namedStudents, type NamedStudents } from './rules';

// The one read of "whom does this reader see by name" that every answer about an anonymously graded assignment
// goes through: the reader's remembered choice and the sections they lead.

export interface RevealTarget {
  assignmentId: number;
  courseId: number;
  userId: number;
}

/**
 * Whom the reader sees by name. `askedNow` is a reveal for this one answer (the overview's `?reveal=1`), which
 * follows the same rights as the remembered one.
 */
export async function loadNamedStudents(db: Executor, target: RevealTarget, access: CourseAccess, askedNow = false): Promise<NamedStudents & { revealed: boolean; led: number[] }> {
  const [led, revealed] = await Promise.all([selectLedSectionIds(db, target.courseId, target.userId), hasRevealed(db, target.userId, target.assignmentId)]);
  return { ...namedStudents(access, revealed || askedNow, led), revealed, led };
}
