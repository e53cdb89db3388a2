import type { Analysed } from '../fingerprints';
import type { PairColumns } from '../pair-columns';
import type { EngineOptions, Fingerprints, SourceFile } from '../types';

// What this thread and an engine thread (engine-thread.ts) say to each other. Each request has a number; its
// answer carries the same number.

export type ThreadRequest =
  /** The options the next documents are analysed with (a check's language, minimum match and starter code). */
  | { kind: 'options'; id: number; options: EngineOptions }
  | { kind: 'analyse'; id: number; documentId: string; files: SourceFile[] }
  /** Builds the index of `fingerprints` (in this order) and scores one part of its pairs (SimilarityIndex.scoreColumns). */
  | { kind: 'score'; id: number; fingerprints: Fingerprints[]; part: number; parts: number; linesFrom?: number };

/** Scored pairs as columns: each pair's two documents as positions in the fingerprints sent. */
export type ScoreColumns = PairColumns;

export type ThreadAnswer =
  | { id: number; ok: true; value: null }
  /** The analysis comes back without the files (this thread has them). */
  | { id: number; ok: true; value: { fingerprints: Fingerprints; analysed: Analysed } }
  | { id: number; ok: true; value: ScoreColumns }
  | { id: number; ok: false; error: string };
