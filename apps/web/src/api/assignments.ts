import { Assignment, type AssignmentCreate, type AssignmentUpdate } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { createResource, deleteResource, listAll, readResource, resourcePath, updateResource } from './resources';

// The assignment calls of docs/API.md (`/assignments/`, `/courses/{id}/assignments/`), with their query keys.

export const assignmentQueryKeys = {
  /** A course's assignments in sortKey, id order. */
  ofCourse: (courseId: number) => ['assignments', 'course', courseId] as const,
  one: (assignmentId: number) => ['assignment', assignmentId] as const,
};

/** GET /courses/{id}/assignments/ — every assignment of the course, in the order admins arranged them. */
export function fetchCourseAssignments(courseId: number): Promise<Assignment[]> {
  return listAll(resourcePath('courses', courseId, 'assignments'), Assignment);
}

/** GET /assignments/{id}/ */
export function fetchAssignment(assignmentId: number): Promise<Assignment> {
  return readResource('assignments', assignmentId, Assignment);
}

/** POST /assignments/ — settings left out take their defaults; anonymousGrading follows the course. */
export function createAssignment(assignment: AssignmentCreate, options?: CallOptions): Promise<Assignment> {
  return createResource('assignments', assignment, Assignment, options);
}

/** PATCH /assignments/{id}/ — only the fields given change. */
export function updateAssignment(assignmentId: number, changes: AssignmentUpdate, options?: CallOptions): Promise<Assignment> {
  return updateResource('assignments', assignmentId, changes, Assignment, options);
}

/** DELETE /assignments/{id}/ — its submissions, comments and rubric go with it. */
export function deleteAssignment(assignmentId: number, options?: CallOptions): Promise<void> {
  return deleteResource('assignments', assignmentId, options);
}
