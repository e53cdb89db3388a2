import {
  SIMILARITY_CHECK_STATE_LABELS,
  SIMILARITY_LANGUAGE_LABELS,
  type SimilarityCheck,
  type SimilarityCheckState,
  type SimilarityReviewStatus,
  type SimilaritySubmission,
} from '@marginalia/contracts';

// How the Similarity tab words and colours what the server sends.

/** "87 %": a score of 0..1 as a whole percentage (never rounded up to 100 unless it is). */
export function formatSimilarity(score: number): string {
  const percent = score >= 1 ? 100 : Math.min(99, Math.round(score * 100));
  return `${percent} %`;
}

/**
 * The share of its score a pair kept after the common-resemblance discount, in words ("64 %", "under 1 %"); null when
 * it kept all of it, to the nearest percent (docs/SIMILARITY.md, "Common resemblance").
 */
export function keptShare(commonResemblance: number): string | null {
  const percent = Math.round(commonResemblance * 100);
  if (percent >= 100) return null;
  return percent < 1 ? 'under 1 %' : `${percent} %`;
}

/** A side of a pair in words: its label, and for an earlier offering where it comes from (once). */
export function sideLabel(side: SimilaritySubmission): string {
  return side.earlier ? `${sideName(side)} (${side.earlier.course}, ${side.earlier.period})` : side.label;
}

/** A side's name without its offering: the server may already end an earlier side's label with "(course, period)". */
export function sideName(side: SimilaritySubmission): string {
  if (!side.earlier) return side.label;
  const suffix = ` (${side.earlier.course}, ${side.earlier.period})`;
  return side.label.endsWith(suffix) ? side.label.slice(0, -suffix.length) : side.label;
}

export function isActive(state: SimilarityCheckState): boolean {
  return state === 'queued' || state === 'running';
}

export const CHECK_STATE_COLORS: Record<SimilarityCheckState, string> = {
  queued: 'default',
  running: 'processing',
  complete: 'success',
  failed: 'error',
};

export const REVIEW_STATUS_COLORS: Record<SimilarityReviewStatus, string> = {
  unreviewed: 'default',
  reviewed: 'blue',
  cleared: 'green',
  flagged: 'red',
};

export function checkStateLabel(check: Pick<SimilarityCheck, 'state'>): string {
  return SIMILARITY_CHECK_STATE_LABELS[check.state];
}

/** The language a check compared in: the detected one when it was asked to detect it. */
export function checkLanguageLabel(check: Pick<SimilarityCheck, 'language' | 'detectedLanguage'>): string {
  if (check.language !== 'auto') return SIMILARITY_LANGUAGE_LABELS[check.language];
  return check.detectedLanguage ? `${SIMILARITY_LANGUAGE_LABELS[check.detectedLanguage]} (detected)` : SIMILARITY_LANGUAGE_LABELS.auto;
}

/** "0 %" to "100 %" bounds of histogram bucket `index` of `count`. */
export function bucketLabel(index: number, count: number): string {
  const from = Math.round((index / count) * 100);
  const to = Math.round(((index + 1) / count) * 100);
  return `${from}–${to} %`;
}
