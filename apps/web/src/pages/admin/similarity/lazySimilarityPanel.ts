import type { Assignment, Course } from '@marginalia/contracts';
import { lazyPage } from '../../../routing/lazyPage';

// The Similarity tab and its pair view are their own download: the code views they need stay out of the
// assignment pages until the tab is opened.
export const LazySimilarityPanel = lazyPage<{ course: Course; assignment: Assignment; pairSegment: string | undefined }>(() =>
  import('./SimilarityPanel').then((module) => ({ default: module.SimilarityPanel })),
);
