import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { overviewPollInterval } from '../../../features/test-runs/overviewTests';
import type { SubmissionUpdate } from '@marginalia/contracts';
import { assignmentQueryKeys, fetchCourseAssignments } from '../../../api/assignments';
import { fetchRoster, rosterQueryKey } from '../../../api/roster';
import {
  deleteSubmission,
  fetchAssignmentStatistics,
  fetchSubmissionOverview,
  submissionQueryKeys,
  updateSubmission,
} from '../../../api/submissions';

/** The course's assignments and roster (the graders to assign, the students to upload for). */
export function useCourseData(courseId: number) {
  const assignments = useQuery({ queryKey: assignmentQueryKeys.ofCourse(courseId), queryFn: () => fetchCourseAssignments(courseId) });
  const roster = useQuery({ queryKey: rosterQueryKey(courseId), queryFn: () => fetchRoster(courseId) });
  return { assignments, roster };
}

/** One assignment's submissions (pseudonyms under anonymous grading until names are revealed) and its statistics; nothing is fetched without one. */
export function useAssignmentSubmissions(assignmentId: number | null) {
  const id = assignmentId ?? 0;
  const overview = useQuery({
    queryKey: submissionQueryKeys.overview(id),
    queryFn: () => fetchSubmissionOverview(id),
    enabled: assignmentId !== null,
    // The Tests column follows runs still going.
    refetchInterval: (query) => overviewPollInterval(query.state.data?.rows),
  });
  const statistics = useQuery({ queryKey: submissionQueryKeys.statistics(id), queryFn: () => fetchAssignmentStatistics(id), enabled: assignmentId !== null });
  return { overview, statistics };
}

/**
 * Changes to one submission. Errors are left to the caller (quiet), which shows the server's message beside
 * the action; every success reads the overview and statistics again, since states, counts and grades move.
 */
export function useSubmissionActions(assignmentId: number | null, courseId: number) {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (assignmentId === null) return;
    void queryClient.invalidateQueries({ queryKey: submissionQueryKeys.ofAssignment(assignmentId) });
    // The assignments list shows each assignment's mean and median.
    void queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.ofCourse(courseId) });
  };
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: SubmissionUpdate }) => updateSubmission(id, changes, { quiet: true }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteSubmission(id, { quiet: true }),
    onSuccess: refresh,
  });
  return { update, remove, refresh };
}

export type SubmissionActions = ReturnType<typeof useSubmissionActions>;
