import type { Assignment, Course } from '@marginalia/contracts';
import { PairView } from './pair/PairView';
import { SimilarityTab } from './SimilarityTab';
import { pairIdOf } from './similarityPaths';

/**
 * What the assignment's Similarity tab shows: the checks and their pairs, or one pair when the address names it
 * (…/similarity/:pairId). Loaded on its own: the code views it needs are not part of the assignment pages.
 */
export function SimilarityPanel({ course, assignment, pairSegment }: { course: Course; assignment: Assignment; pairSegment: string | undefined }) {
  const pairId = pairIdOf(pairSegment);
  if (pairId !== null) return <PairView course={course} assignment={assignment} pairId={pairId} />;
  return <SimilarityTab course={course} assignment={assignment} />;
}

export default SimilarityPanel;
