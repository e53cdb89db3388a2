import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { rosterQueryKey } from '../../../api/roster';
import { sectionsQueryKey } from '../../../api/sections';

/** Re-reads the roster and the sections after a change: removals and imports change section memberships too. */
export function useRosterRefresh(courseId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: rosterQueryKey(courseId) }),
      queryClient.invalidateQueries({ queryKey: sectionsQueryKey(courseId) }),
    ]);
  }, [queryClient, courseId]);
}
