import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { courseQueryKeys, fetchMyCourses } from '../../../api/courses';
import { fetchCourseAssignments, fetchCourseSettings, fetchSectionLeaders } from '../../../api/grading';
import { gradingQueryKeys } from '../../../api/gradingQueryKeys';
import { usePreferences, usePreferencesStore } from '../../../preferences/PreferencesContext';
import { gradedCourses } from '../../../routing/graderPaths';

/** The courses the caller grades, and the ones among them the caller also administers. */
export function useGraderCourses() {
  const query = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses });
  const courses = useMemo(() => (query.data ? gradedCourses(query.data) : undefined), [query.data]);
  const adminCourseIds = useMemo(() => new Set(query.data?.courseadminCourses.map((course) => course.id)), [query.data]);
  return { ...query, courses, adminCourseIds };
}

/** A course's assignments in sortKey order; idle until a course is chosen. */
export function useCourseAssignments(courseId: number | undefined) {
  return useQuery({
    queryKey: gradingQueryKeys.assignments(courseId ?? 0),
    queryFn: () => fetchCourseAssignments(courseId ?? 0),
    enabled: courseId !== undefined,
  });
}

/** The settings that decide what a grader may do here (queue on, unfinalizing allowed). */
export function useCourseSettings(courseId: number) {
  return useQuery({ queryKey: gradingQueryKeys.settings(courseId), queryFn: () => fetchCourseSettings(courseId) });
}

/** The names of the sections the caller leads in the course (lower-cased e-mails compared). */
export function useMySectionNames(courseId: number, email: string): ReadonlySet<string> {
  const query = useQuery({ queryKey: gradingQueryKeys.sections(courseId), queryFn: () => fetchSectionLeaders(courseId) });
  return useMemo(() => {
    const me = email.toLowerCase();
    return new Set(
      (query.data ?? []).filter((section) => section.leaders.some((leader) => leader.toLowerCase() === me)).map((section) => section.name),
    );
  }, [query.data, email]);
}

/** Remembers the course and assignment being looked at, so the next visit opens them again (docs/PRODUCT.md §3). */
export function useRememberChoice(courseId: number | undefined, assignmentId: number | undefined): void {
  const store = usePreferencesStore();
  const { defaultCourse, defaultAssignment } = usePreferences();
  useEffect(() => {
    if (courseId !== undefined && courseId !== defaultCourse) store.set('defaultCourse', courseId);
  }, [courseId, defaultCourse, store]);
  useEffect(() => {
    if (assignmentId !== undefined && assignmentId !== defaultAssignment) store.set('defaultAssignment', assignmentId);
  }, [assignmentId, defaultAssignment, store]);
}
