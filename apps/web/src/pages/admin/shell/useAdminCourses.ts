import { useQuery } from '@tanstack/react-query';
import { courseQueryKeys, fetchCourse, fetchMyCourses } from '../../../api/courses';

/** The courses the caller administers, archived ones last (the server's order). */
export function useAdminCourses() {
  const query = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses });
  return { ...query, courses: query.data?.courseadminCourses };
}

/** One course in full, as its admins read it; nothing is read until its id is known (a page found by its name). */
export function useCourse(courseId: number | undefined) {
  return useQuery({ queryKey: courseQueryKeys.one(courseId ?? 0), queryFn: () => fetchCourse(courseId!), enabled: courseId !== undefined });
}
