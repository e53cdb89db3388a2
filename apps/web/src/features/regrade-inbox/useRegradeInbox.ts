import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchOpenRegradeCount, fetchRegradeInbox, regradeInboxKeys } from '../../api/regradeInbox';

/** A course's regrade requests; flipping `reveal` keeps the list on screen while the other version loads. */
export function useRegradeInbox(courseId: number, reveal: boolean) {
  return useQuery({
    queryKey: regradeInboxKeys.list(courseId, reveal),
    queryFn: () => fetchRegradeInbox(courseId, reveal),
    placeholderData: keepPreviousData,
    // Requests are answered from the code view: coming back shows the inbox as it is now.
    staleTime: 0,
  });
}

/** The badge's number: open requests the caller would find, read again when the window regains focus. */
export function useOpenRegradeCount(courseId: number): number | undefined {
  const query = useQuery({
    queryKey: regradeInboxKeys.count(courseId),
    queryFn: () => fetchOpenRegradeCount(courseId),
    staleTime: 0,
  });
  return query.data;
}
