import { useQuery } from '@tanstack/react-query';
import { fetchGradePassback, fetchRosterSyncLog, ltiCourseKeys } from '../../../api/ltiCourse';

/** How often the tab looks again while a sync or a passback is queued or running. */
const POLL_MS = 2_000;

/** The course's LMS link and sync log, read again while a sync waits. */
export function useRosterSyncLog(courseId: number) {
  return useQuery({
    queryKey: ltiCourseKeys.syncLog(courseId),
    queryFn: () => fetchRosterSyncLog(courseId),
    refetchInterval: (query) => (query.state.data?.syncs.some((sync) => sync.state === 'queued') ? POLL_MS : false),
  });
}

/** Where each assignment's grades stand in the LMS gradebook, read again while a passback runs. */
export function useGradePassback(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ltiCourseKeys.grades(courseId),
    queryFn: () => fetchGradePassback(courseId),
    enabled,
    refetchInterval: (query) => (query.state.data?.assignments.some((row) => row.running) ? POLL_MS : false),
  });
}
