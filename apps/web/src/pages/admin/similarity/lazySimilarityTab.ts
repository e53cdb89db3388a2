import type { Assignment, Course } from '@marginalia/contracts';
import { lazyPage } from '../../../routing/lazyPage';

// The Similarity tab is its own download: the assignment pages do not carry it until it is opened.
export const LazySimilarityTab = lazyPage<{ course: Course; assignment: Assignment }>(() =>
  import('./SimilarityTab').then((module) => ({ default: module.SimilarityTab })),
);
