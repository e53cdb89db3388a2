import { Course, MyCourses, type CourseCreate, type CourseUpdate } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { createResource, postNested, readResource, updateResource } from './resources';

// The course calls of docs/API.md that the consoles make, with their react-query keys.

export const courseQueryKeys = {
  /** The caller's courses per role; changes whenever a course is created, renamed or archived. */
  mine: ['courses', 'mine'] as const,
  one: (courseId: number) => ['course', courseId] as const,
};

/** GET /courses/mine/ — the caller's courses per role, for the console course pickers. */
export function fetchMyCourses(): Promise<MyCourses> {
  return readResource('courses', 'mine', MyCourses);
}

/** GET /courses/{id}/ — the whole course, as its admins read it. */
export function fetchCourse(courseId: number): Promise<Course> {
  return readResource('courses', courseId, Course);
}

/** POST /courses/ — needs canCreateCourses; the creator becomes admin and grader of the new course. */
export function createCourse(course: CourseCreate, options?: CallOptions): Promise<Course> {
  return createResource('courses', course, Course, options);
}

/** PATCH /courses/{id}/ — any subset of the settings; archiving is `{ archived: true }`. */
export function updateCourse(courseId: number, changes: CourseUpdate, options?: CallOptions): Promise<Course> {
  return updateResource('courses', courseId, changes, Course, options);
}

/** POST /courses/{id}/regenerateInviteCode/ — the old code stops working at once. */
export function regenerateInviteCode(courseId: number): Promise<Course> {
  return postNested('courses', courseId, 'regenerateInviteCode', {}, Course);
}
