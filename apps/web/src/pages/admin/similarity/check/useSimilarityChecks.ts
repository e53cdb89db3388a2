import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SimilarityCheck, SimilarityGroupsQuery, SimilarityPairsQueryInput, StartSimilarityCheck } from '@marginalia/contracts';
import {
  fetchSimilarityCheck,
  fetchSimilarityChecks,
  fetchSimilarityGroups,
  fetchSimilarityPairs,
  similarityQueryKeys,
  startSimilarityCheck,
  updateSimilarityCheck,
} from '../../../../api/similarity';
import { isActive } from '../similarityFormat';

/** How often a queued or running check is read again. */
export const CHECK_POLL_MS = 1500;

/** The assignment's checks, newest first. */
export function useSimilarityChecks(assignmentId: number) {
  return useQuery({ queryKey: similarityQueryKeys.checks(assignmentId), queryFn: () => fetchSimilarityChecks(assignmentId) });
}

/**
 * One check, read again every 1.5 s while it is queued or running. When it leaves those states the list of checks
 * and its pairs are read again, so the table and the check picker show what it found.
 */
export function useSimilarityCheck(assignmentId: number, checkId: number | null, listed: SimilarityCheck | undefined) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: similarityQueryKeys.check(checkId ?? 0),
    queryFn: () => fetchSimilarityCheck(checkId!, { quiet: true }),
    enabled: checkId !== null,
    initialData: listed,
    // The list's copy may be old by the time it is shown; a running one is read at once.
    initialDataUpdatedAt: 0,
    refetchInterval: (current) => (current.state.data && isActive(current.state.data.state) ? CHECK_POLL_MS : false),
  });
  const state = query.data?.state;
  const previous = useRef(state);
  useEffect(() => {
    if (previous.current !== undefined && state !== undefined && isActive(previous.current) && !isActive(state)) {
      void client.invalidateQueries({ queryKey: similarityQueryKeys.checks(assignmentId) });
      if (checkId !== null) {
        void client.invalidateQueries({ queryKey: [...similarityQueryKeys.check(checkId), 'pairs'] });
        void client.invalidateQueries({ queryKey: [...similarityQueryKeys.check(checkId), 'groups'] });
      }
    }
    previous.current = state;
  }, [client, assignmentId, checkId, state]);
  return query;
}

/** A page of a complete check's pairs while they are shown; the previous page stays on screen while the next one loads. */
export function useSimilarityPairs(check: SimilarityCheck | undefined, query: SimilarityPairsQueryInput, enabled: boolean) {
  const checkId = check?.id ?? 0;
  return useQuery({
    queryKey: similarityQueryKeys.pairs(checkId, query),
    queryFn: () => fetchSimilarityPairs(checkId, query),
    enabled: enabled && check?.state === 'complete',
    placeholderData: keepPreviousData,
  });
}

/** A complete check's groups at a threshold; the previous groups stay on screen while the next ones load. */
export function useSimilarityGroups(check: SimilarityCheck | undefined, query: SimilarityGroupsQuery, enabled: boolean) {
  const checkId = check?.id ?? 0;
  return useQuery({
    queryKey: similarityQueryKeys.groups(checkId, query),
    queryFn: () => fetchSimilarityGroups(checkId, query),
    enabled: enabled && check?.state === 'complete',
    placeholderData: keepPreviousData,
  });
}

/** Starting a check and updating one: the answer is the check, shown first (and polled) at once. */
export function useSimilarityActions(assignmentId: number, onStarted: (check: SimilarityCheck) => void) {
  const client = useQueryClient();
  const adopt = (check: SimilarityCheck) => {
    client.setQueryData(similarityQueryKeys.check(check.id), check);
    // Shown at once as the newest check, before the list is read again.
    client.setQueryData<SimilarityCheck[]>(similarityQueryKeys.checks(assignmentId), (old) => [check, ...(old ?? []).filter((item) => item.id !== check.id)]);
    void client.invalidateQueries({ queryKey: similarityQueryKeys.checks(assignmentId) });
    onStarted(check);
  };
  const start = useMutation({
    mutationFn: (body: StartSimilarityCheck) => startSimilarityCheck(assignmentId, body, { quiet: true }),
    onSuccess: adopt,
  });
  const update = useMutation({ mutationFn: (checkId: number) => updateSimilarityCheck(checkId), onSuccess: adopt });
  return { start, update };
}
