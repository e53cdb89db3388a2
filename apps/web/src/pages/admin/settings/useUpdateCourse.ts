import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Course, CourseUpdate, MyCourses } from '@marginalia/contracts';
import { courseQueryKeys, updateCourse } from '../../../api/courses';
import { adminCoursePath } from '../adminPaths';

/**
 * PATCH the course and bring every view of it up to date: the cached course, the course list (name,
 * period and the archived mark show there) and the URL, which names the course by name and period.
 * Failures are left to the caller, which knows where to show them.
 */
export function useUpdateCourse(course: Course) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (changes: CourseUpdate) => updateCourse(course.id, changes, { quiet: true }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(courseQueryKeys.one(updated.id), updated);
      const renamed = updated.name !== course.name || updated.period !== course.period;
      if (renamed || updated.archived !== course.archived) {
        // Updated in place first, so the console finds the course under its new name at once.
        const summary = { id: updated.id, name: updated.name, period: updated.period, archived: updated.archived };
        queryClient.setQueryData<MyCourses>(courseQueryKeys.mine, (mine) =>
          mine && {
            ...mine,
            courseadminCourses: mine.courseadminCourses.map((item) => (item.id === updated.id ? summary : item)),
          },
        );
        void queryClient.invalidateQueries({ queryKey: courseQueryKeys.mine });
      }
      if (renamed) await navigate(adminCoursePath(updated, 'settings'), { replace: true });
    },
  });
}
