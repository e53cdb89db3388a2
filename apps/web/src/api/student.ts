import { AssignmentStatistics, StudentCourseView } from '@marginalia/contracts';
import { readNested } from './resources';

// The student console's reads, with their react-query keys.

export const studentQueryKeys = {
  course: (courseId: number) => ['studentCourse', courseId] as const,
  statistics: (assignmentId: number) => ['assignmentStatistics', assignmentId] as const,
};

/** GET /courses/{id}/studentAssignments/ — the caller's view of one of their student courses. */
export function fetchStudentCourse(courseId: number): Promise<StudentCourseView> {
  return readNested('courses', courseId, 'studentAssignments', StudentCourseView);
}

/** GET /assignments/{id}/statistics/ — answered to students when the course shows them statistics. */
export function fetchAssignmentStatistics(assignmentId: number): Promise<AssignmentStatistics> {
  return readNested('assignments', assignmentId, 'statistics', AssignmentStatistics);
}
