import { SECTION_MESSAGES } from '@marginalia/contracts';
import type { CourseRole, Executor } from '@marginalia/db';
import { fieldErrors } from '../../http/errors';
import { findActiveCourseMembers } from '../courses/queries';
import { findSectionNamed } from './queries';

// The rules a section's fields follow within its course, checked before any write so that one 400 names
// every field at fault. The unique constraint still decides a race on the name (see service.ts).

export interface SectionFields {
  name?: string;
  leaders?: string[];
  students?: string[];
}

export interface CheckedPeople {
  leaderIds?: number[];
  studentIds?: number[];
}

const LEADER_ROLES: CourseRole[] = ['grader', 'superGrader'];

/**
 * User ids for the e-mails (duplicates dropped), or the messages for those who do not hold one of the
 * roles, active, in the course (unknown e-mails included).
 */
async function resolve(db: Executor, courseId: number, emails: string[], roles: CourseRole[], message: (email: string) => string) {
  const unique = [...new Set(emails)];
  const found = new Map((await findActiveCourseMembers(db, courseId, unique, roles)).map((person) => [person.email, person.id]));
  const missing = unique.filter((email) => !found.has(email));
  return { ids: unique.map((email) => found.get(email)!), errors: missing.map(message) };
}

/** Checks the fields given (absent ones are left alone); `sectionId` is the section being changed, if any. */
export async function checkSectionFields(db: Executor, courseId: number, fields: SectionFields, sectionId?: number): Promise<CheckedPeople> {
  const errors: Record<string, string[]> = {};
  const checked: CheckedPeople = {};
  if (fields.name !== undefined && (await findSectionNamed(db, courseId, fields.name, sectionId))) {
    errors.name = [SECTION_MESSAGES.duplicateName];
  }
  if (fields.leaders !== undefined) {
    const leaders = await resolve(db, courseId, fields.leaders, LEADER_ROLES, SECTION_MESSAGES.notAGrader);
    if (leaders.errors.length > 0) errors.leaders = leaders.errors;
    checked.leaderIds = leaders.ids;
  }
  if (fields.students !== undefined) {
    const students = await resolve(db, courseId, fields.students, ['student'], SECTION_MESSAGES.notAStudent);
    if (students.errors.length > 0) errors.students = students.errors;
    checked.studentIds = students.ids;
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return checked;
}
