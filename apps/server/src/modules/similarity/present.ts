import {
  SIMILARITY_HISTOGRAM_BUCKETS,
  type SimilarityCheck,
  type SimilarityEarlierAssignment,
  type SimilarityExplanation,
  type SimilarityPair,
  type SimilaritySideExplanation,
  type SimilaritySubmission,
} from '@marginalia/contracts';
import type { Explanation, SideExplanation } from '@marginalia/similarity';
import type { SimilarityCheckRow, SimilarityPairRow } from './queries';

// Checks and pairs as the API answers them (packages/contracts/src/similarity.ts).

/** A check still queued or running whose job ended (cancelled by a platform admin, out of tries) failed. */
export const STOPPED_MESSAGE = 'The check stopped before it finished. Update it to run it again.';

export function effectiveState(row: Pick<SimilarityCheckRow, 'state' | 'jobState' | 'error'>): { state: SimilarityCheckRow['state']; error: string | null } {
  const stopped = (row.state === 'queued' || row.state === 'running') && row.jobState !== null && !['queued', 'running'].includes(row.jobState);
  return stopped ? { state: 'failed', error: STOPPED_MESSAGE } : { state: row.state, error: row.error };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentCheck(row: SimilarityCheckRow, earlier: SimilarityEarlierAssignment[], outdatedSubmissions: number): SimilarityCheck {
  const { state, error } = effectiveState(row);
  const active = state === 'queued' || state === 'running';
  return {
    id: row.id,
    assignment: row.assignmentId,
    state,
    step: active ? row.step : null,
    progress: { done: row.progressDone, total: row.progressTotal },
    language: row.language,
    detectedLanguage: row.detectedLanguage,
    minimumMatchTokens: row.minimumMatchTokens,
    baseSubmission: row.baseSubmissionId,
    earlierAssignments: earlier,
    submissionCount: row.submissionCount,
    pairCount: row.pairCount,
    histogram: row.histogram.length > 0 ? row.histogram : new Array<number>(SIMILARITY_HISTOGRAM_BUCKETS).fill(0),
    outdatedSubmissions,
    error,
    createdBy: row.createdByEmail,
    created: row.createdAt.toISOString(),
    started: iso(row.startedAt),
    finished: iso(row.finishedAt),
    durationMs: row.durationMs,
  };
}

/** The least share of its score a pair is shown to have kept: the contract's bound is open at 0. */
const MIN_KEPT_SHARE = 0.001;

export function presentPair(row: SimilarityPairRow, sides: [SimilaritySubmission, SimilaritySubmission]): SimilarityPair {
  return {
    id: row.id,
    check: row.checkId,
    submissions: [row.submissionA, row.submissionB],
    sides,
    similarity: Math.min(1, Math.max(0, row.similarity)),
    longestMatch: row.longestMatch,
    matchedLines: row.matchedLines,
    // Stored as the factor the score was multiplied by; a pair scored before discounts were kept has 1.
    commonResemblance: Math.min(1, Math.max(MIN_KEPT_SHARE, row.discount)),
    review: { status: row.reviewStatus, note: row.reviewNote, by: row.reviewedBy, at: iso(row.reviewedAt) },
  };
}

/**
 * The engine's explanation as the caller may see it: a side they may not read has no ranges, and the renames,
 * which quote that side's code, are left out (their count stays).
 */
export function presentExplanation(explanation: Explanation, [showLeft, showRight]: readonly [boolean, boolean]): SimilarityExplanation {
  const side = (facts: SideExplanation, shown: boolean): SimilaritySideExplanation | null =>
    shown ? { deadCode: facts.deadCode, rewrites: facts.rewrites, starterLines: facts.starterLines } : null;
  return {
    sides: [side(explanation.left, showLeft), side(explanation.right, showRight)],
    matchedShare: [explanation.left.matchedShare, explanation.right.matchedShare],
    renameCount: explanation.renameCount,
    renames: showLeft && showRight ? explanation.renames : [],
    changedLiterals: explanation.changedLiterals,
    reordered: explanation.reordered,
    movedBetweenFiles: explanation.movedBetweenFiles,
  };
}
