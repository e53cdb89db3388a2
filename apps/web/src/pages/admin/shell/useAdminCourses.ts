import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { courseQueryKeys, fetchCourse, fetchMyCourses } from '../../../api/courses';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';

/** The courses the caller administers, archived ones last (the server's order). */
export function useAdminCourses() {
  const query = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses });
  return { ...query, courses: query.data?.courseadminCourses };
}

/** One course in full, as its admins read it. */
export function useCourse(courseId: number) {
  return useQuery({ queryKey: courseQueryKeys.one(courseId), queryFn: () => fetchCourse(courseId) });
}

/** Remembers the course being looked at, so the next visit to the console opens it again (docs/PRODUCT.md §3). */
export function useRememberCourse(courseId: number | undefined): void {
  const store = usePreferencesStore();
  const { defaultCourse } = usePreferences();
  useEffect(() => {
    if (courseId !== undefined && courseId !== defaultCourse) store.set('defaultCourse', courseId);
  }, [courseId, defaultCourse, store]);
}
