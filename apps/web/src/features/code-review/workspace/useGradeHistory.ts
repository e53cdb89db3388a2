import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@marginalia/contracts';
import { fetchGradeHistory } from '../../../api/review';
import type { GradeHistoryListProps } from '../panels/GradeHistoryList';

/**
 * The Info panel's grade history for staff, read again whenever the submission's grade or state changes in the
 * view (the key holds them), so a change made here shows up in the list at once. undefined for other readers.
 */
export function useGradeHistory(submission: Submission, enabled: boolean): Omit<GradeHistoryListProps, 'timeZone'> | undefined {
  const query = useQuery({
    queryKey: ['gradeHistory', submission.id, submission.grade, submission.isFinalized],
    queryFn: () => fetchGradeHistory(submission.id),
    enabled,
    retry: false,
  });
  if (!enabled) return undefined;
  return { changes: query.data, failed: query.isError };
}
