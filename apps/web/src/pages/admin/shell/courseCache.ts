import type { QueryClient } from '@tanstack/react-query';
import type { Course, CourseSummary, MyCourses } from '@marginalia/contracts';
import { courseQueryKeys } from '../../../api/courses';

/**
 * Puts a course the server just answered with into the cache: the course itself, and its entry in the
 * caller's course list (added or replaced), so that the console finds it under its new name at once. The
 * list is then read again in the background to match the server.
 */
export function cacheCourse(queryClient: QueryClient, course: Course): void {
  queryClient.setQueryData(courseQueryKeys.one(course.id), course);
  const summary: CourseSummary = { id: course.id, name: course.name, period: course.period, archived: course.archived };
  queryClient.setQueryData<MyCourses>(courseQueryKeys.mine, (mine) => {
    if (!mine) return mine;
    const listed = mine.courseadminCourses.some((item) => item.id === course.id);
    const courseadminCourses = listed
      ? mine.courseadminCourses.map((item) => (item.id === course.id ? summary : item))
      : [...mine.courseadminCourses, summary];
    return { ...mine, courseadminCourses };
  });
  void queryClient.invalidateQueries({ queryKey: courseQueryKeys.mine });
}
