import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Course, CourseUpdate } from '@marginalia/contracts';
import { updateCourse } from '../../../api/courses';
import { adminCoursePath } from '../../../routing/adminPaths';
import { cacheCourse } from '../shell/courseCache';

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
      cacheCourse(queryClient, updated);
      if (updated.name !== course.name || updated.period !== course.period) {
        await navigate(adminCoursePath(updated, 'settings'), { replace: true });
      }
    },
  });
}
