import { useQueries, useQuery } from '@tanstack/react-query';
import type { Assignment, CourseSummary } from '@marginalia/contracts';
import { assignmentQueryKeys, fetchCourseAssignments } from '../../../../api/assignments';
import { courseQueryKeys, fetchMyCourses } from '../../../../api/courses';

export interface EarlierOffering {
  course: CourseSummary;
  assignments: Assignment[];
}

/**
 * What a check may compare against: the assignments of the caller's other courses where they are an admin, course
 * by course (the server's order, archived ones last). Courses whose assignments could not be read are left out.
 */
export function useEarlierOfferings(courseId: number) {
  const mine = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses });
  const others = (mine.data?.courseadminCourses ?? []).filter((course) => course.id !== courseId);
  const lists = useQueries({
    queries: others.map((course) => ({
      queryKey: assignmentQueryKeys.ofCourse(course.id),
      queryFn: () => fetchCourseAssignments(course.id),
    })),
  });
  const offerings: EarlierOffering[] = others.flatMap((course, index) => {
    const assignments = lists[index]?.data;
    return assignments && assignments.length > 0 ? [{ course, assignments }] : [];
  });
  return { offerings, isPending: mine.isPending || lists.some((list) => list.isPending) };
}
