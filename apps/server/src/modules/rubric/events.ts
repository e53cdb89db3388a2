import type { AuditEvent } from '../audit/record';

// The audit events of rubric writes (docs/AUDIT.md): the category or comment, its assignment's course, the
// fields given. A rubric comment's text (and its name, which is made from the text) is never recorded.

type RubricObject = { assignment: { id: number; courseId: number } };

export function categoryEvent(type: AuditEvent['type'], access: RubricObject, categoryId: number, data: Record<string, unknown> = {}): AuditEvent {
  const { assignment } = access;
  return { type, courseId: assignment.courseId, object: { type: 'rubricCategory', id: categoryId }, data: { assignment: assignment.id, ...data } };
}

export function commentEvent(type: AuditEvent['type'], access: RubricObject, commentId: number, data: Record<string, unknown> = {}): AuditEvent {
  const { assignment } = access;
  return { type, courseId: assignment.courseId, object: { type: 'rubricComment', id: commentId }, data: { assignment: assignment.id, ...data } };
}
