import { Assignment, FileTemplate, PublicationPreview, type AssignmentCreate, type AssignmentUpdate, type FileTemplateCreate, type FileTemplateUpdate } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { bulkRead, createResource, deleteResource, listAll, readNested, readResource, resourcePath, updateResource } from './resources';

// The assignment calls of docs/API.md (`/assignments/`, `/courses/{id}/assignments/`), with their query keys.

export const assignmentQueryKeys = {
  /** A course's assignments in sortKey, id order. */
  ofCourse: (courseId: number) => ['assignments', 'course', courseId] as const,
  one: (assignmentId: number) => ['assignment', assignmentId] as const,
  publication: (assignmentId: number) => ['assignment', assignmentId, 'publication'] as const,
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

/** GET /assignments/{id}/publication/ — what publishing would show and to whom (course admins). */
export function fetchPublicationPreview(assignmentId: number): Promise<PublicationPreview> {
  return readNested('assignments', assignmentId, 'publication', PublicationPreview);
}

/** DELETE /assignments/{id}/ — its submissions, comments and rubric go with it. */
export function deleteAssignment(assignmentId: number, options?: CallOptions): Promise<void> {
  return deleteResource('assignments', assignmentId, options);
}

// An assignment's file templates (`/fileTemplates/`): starter or required files. There is no list route;
// the assignment names its templates' ids.

export function fileTemplatesQueryKey(assignmentId: number, ids: readonly number[]) {
  return ['fileTemplates', assignmentId, [...ids]] as const;
}

/** The templates with these ids, in id order; any deleted meanwhile are left out. */
export async function fetchFileTemplates(ids: readonly number[]): Promise<FileTemplate[]> {
  const templates = await bulkRead('fileTemplates', ids, FileTemplate);
  return templates.sort((a, b) => a.id - b.id);
}

export function createFileTemplate(template: FileTemplateCreate, options?: CallOptions): Promise<FileTemplate> {
  return createResource('fileTemplates', template, FileTemplate, options);
}

export function updateFileTemplate(templateId: number, changes: FileTemplateUpdate, options?: CallOptions): Promise<FileTemplate> {
  return updateResource('fileTemplates', templateId, changes, FileTemplate, options);
}

export function deleteFileTemplate(templateId: number): Promise<void> {
  return deleteResource('fileTemplates', templateId);
}
