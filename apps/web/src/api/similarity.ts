import {
  SimilarityCheck,
  SimilarityCheckList,
  SimilarityGroupList,
  SimilarityPair,
  SimilarityPairDetail,
  SimilarityPairPage,
  type SimilarityGroupsQuery,
  type SimilarityPairsQueryInput,
  type SimilarityReviewUpdate,
  type StartSimilarityCheck,
} from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { downloadExport } from './exports';
import { resourcePath } from './resources';
import { checkShape } from './shape';

// Similarity checks of an assignment (docs/SIMILARITY.md): start one, read its state while it runs, page through
// its pairs or its groups, open one pair with its files and fragments, review it, and download the flagged pairs as CSV.

export const similarityQueryKeys = {
  checks: (assignmentId: number) => ['similarity', 'assignment', assignmentId, 'checks'] as const,
  check: (checkId: number) => ['similarity', 'check', checkId] as const,
  pairs: (checkId: number, query: SimilarityPairsQueryInput) => ['similarity', 'check', checkId, 'pairs', query] as const,
  groups: (checkId: number, query: SimilarityGroupsQuery) => ['similarity', 'check', checkId, 'groups', query] as const,
  pair: (pairId: number) => ['similarity', 'pair', pairId] as const,
};

const checksPath = (assignmentId: number) => resourcePath('assignments', assignmentId, 'similarityChecks');

/** GET /assignments/{id}/similarityChecks/ — every check of the assignment, newest first. */
export async function fetchSimilarityChecks(assignmentId: number, options?: CallOptions): Promise<SimilarityCheck[]> {
  const path = checksPath(assignmentId);
  const response = await sendExpecting('GET', path, 200, options);
  return checkShape(SimilarityCheckList, response.body, `GET ${path}`);
}

/** POST /assignments/{id}/similarityChecks/ — queues a check (202); a 400 names the field at fault. */
export async function startSimilarityCheck(assignmentId: number, body: StartSimilarityCheck, options?: CallOptions): Promise<SimilarityCheck> {
  const path = checksPath(assignmentId);
  const response = await sendExpecting('POST', path, [201, 202], { ...options, body });
  return checkShape(SimilarityCheck, response.body, `POST ${path}`);
}

/** GET /similarityChecks/{id}/ — state, progress, counts and the histogram. */
export async function fetchSimilarityCheck(checkId: number, options?: CallOptions): Promise<SimilarityCheck> {
  const path = resourcePath('similarityChecks', checkId);
  const response = await sendExpecting('GET', path, 200, options);
  return checkShape(SimilarityCheck, response.body, `GET ${path}`);
}

/** POST /similarityChecks/{id}/update/ — adds the submissions that are new or changed since the check ran (202). */
export async function updateSimilarityCheck(checkId: number, options?: CallOptions): Promise<SimilarityCheck> {
  const path = resourcePath('similarityChecks', checkId, 'update');
  const response = await sendExpecting('POST', path, [200, 202], { ...options, body: {} });
  return checkShape(SimilarityCheck, response.body, `POST ${path}`);
}

/** GET /similarityChecks/{id}/pairs/ — one page of pairs, most similar first. */
export async function fetchSimilarityPairs(checkId: number, query: SimilarityPairsQueryInput, options?: CallOptions): Promise<SimilarityPairPage> {
  const path = resourcePath('similarityChecks', checkId, 'pairs');
  const response = await sendExpecting('GET', path, 200, { ...options, query: { ...query } });
  return checkShape(SimilarityPairPage, response.body, `GET ${path}`);
}

/** GET /similarityChecks/{id}/groups/ — submissions whose pairs average the threshold, largest group first. */
export async function fetchSimilarityGroups(checkId: number, query: SimilarityGroupsQuery, options?: CallOptions): Promise<SimilarityGroupList> {
  const path = resourcePath('similarityChecks', checkId, 'groups');
  const response = await sendExpecting('GET', path, 200, { ...options, query: { ...query } });
  return checkShape(SimilarityGroupList, response.body, `GET ${path}`);
}

/** GET /similarityPairs/{id}/ — both sides' files and the matching fragments. */
export async function fetchSimilarityPair(pairId: number, options?: CallOptions): Promise<SimilarityPairDetail> {
  const path = resourcePath('similarityPairs', pairId);
  const response = await sendExpecting('GET', path, 200, options);
  return checkShape(SimilarityPairDetail, response.body, `GET ${path}`);
}

/** PATCH /similarityPairs/{id}/ — the pair's review status and note. */
export async function reviewSimilarityPair(pairId: number, review: SimilarityReviewUpdate, options?: CallOptions): Promise<SimilarityPair> {
  const path = resourcePath('similarityPairs', pairId);
  const response = await sendExpecting('PATCH', path, 200, { ...options, body: review });
  // The answer may be the pair alone or with its files; the review is what the page takes from it.
  return checkShape(SimilarityPair, response.body, `PATCH ${path}`);
}

/** GET /similarityChecks/{id}/flagged/ — the flagged pairs as a CSV download. */
export function downloadFlaggedPairs(checkId: number): Promise<void> {
  return downloadExport(resourcePath('similarityChecks', checkId, 'flagged'), `similarity-check-${checkId}-flagged.csv`);
}
