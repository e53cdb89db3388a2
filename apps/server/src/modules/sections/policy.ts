import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { loadCourseForAdminWrite, loadCourseForMember, type CourseAccess } from '../courses/policy';
import { findSection, type SectionRow } from './queries';

// Sections belong to a course: who may see or change one follows from the caller's roles in that course.
// Sections name students, so only the course's staff read them; students get 403, outsiders 404.

export interface SectionAccess {
  section: SectionRow;
  course: CourseAccess;
}

function assertStaff(access: CourseAccess): void {
  if (!access.isAdmin && !access.roles.some((role) => role === 'grader' || role === 'superGrader')) throw forbidden();
}

/** The course, for reading its sections: admins and graders (super graders included). */
export async function loadCourseForSectionReader(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccess> {
  const access = await loadCourseForMember(db, courseId, user);
  assertStaff(access);
  return access;
}

/** The course a new section goes into. A course the caller cannot see is a bad `course` field, not a 404. */
export async function loadCourseForSectionCreate(db: Executor, courseId: number, user: AuthUser): Promise<CourseAccess> {
  return asInvalidPk('course', courseId, () => loadCourseForAdminWrite(db, courseId, user));
}

async function loadSection(db: Executor, sectionId: number): Promise<SectionRow> {
  const section = await findSection(db, sectionId);
  if (!section) throw notFound();
  return section;
}

export async function loadSectionForReader(db: Executor, sectionId: number, user: AuthUser): Promise<SectionAccess> {
  const section = await loadSection(db, sectionId);
  return { section, course: await loadCourseForSectionReader(db, section.courseId, user) };
}

/** Changing or deleting a section: admins of its course, and the course must not be archived. */
export async function loadSectionForAdminWrite(db: Executor, sectionId: number, user: AuthUser): Promise<SectionAccess> {
  const section = await loadSection(db, sectionId);
  return { section, course: await loadCourseForAdminWrite(db, section.courseId, user) };
}
