import { useQuery } from '@tanstack/react-query';
import { autograderZipQueryKey, fetchAutograderZip } from '../../../../../api/autograderZip';
import { zipPollInterval } from './zipFormat';

/**
 * The assignment's autograder zip, read again every two seconds while it builds. The tab and the zip's card share
 * it: the runs' controls need to know whether a ready zip stands in for the tests.
 */
export function useAutograderZip(assignmentId: number) {
  return useQuery({
    queryKey: autograderZipQueryKey(assignmentId),
    queryFn: () => fetchAutograderZip(assignmentId, { quiet: true }),
    refetchInterval: (query) => zipPollInterval(query.state.data?.autograder),
    retry: false,
  });
}
