import type { z } from 'zod';
import { SECTION_MESSAGES, type Section, type SectionCompact, type SectionCreate, type SectionUpdate } from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { checkSectionFields, type CheckedPeople } from './fields';
import { replaceLeaders, replaceStudents } from './member-queries';
import { loadCourseForSectionCreate, loadCourseForSectionReader, loadSectionForAdminWrite, loadSectionForReader } from './policy';
import {
  countCourseSections,
  deleteSection,
  insertSection,
  lockCourseSections,
  renameSection,
  selectCompactCourseSections,
  selectCourseSections,
  selectSection,
  type Slice,
} from './queries';

type SectionCreateInput = z.output<typeof SectionCreate>;

/** The section as stored now; 404 if it went away meanwhile (deleted by someone else). */
async function present(db: Executor, sectionId: number): Promise<Section> {
  const section = await selectSection(db, sectionId);
  if (!section) throw notFound();
  return section;
}

/** Two admins naming a section alike at once: the loser's insert or rename hits the unique constraint. */
async function nameRaceAsFieldError<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'sections_course_name_unique')) throw fieldErrors({ name: [SECTION_MESSAGES.duplicateName] });
    throw error;
  }
}

async function writePeople(tx: Executor, section: { id: number; courseId: number }, people: CheckedPeople): Promise<void> {
  if (people.leaderIds) await replaceLeaders(tx, section.id, people.leaderIds);
  if (people.studentIds) await replaceStudents(tx, section, people.studentIds);
}

export async function getSection(db: Executor, sectionId: number, user: AuthUser): Promise<Section> {
  await loadSectionForReader(db, sectionId, user);
  return present(db, sectionId);
}

/** A new section; students named move out of any other section of the course, all in one transaction. */
export async function createSection(db: Database, user: AuthUser, input: SectionCreateInput): Promise<Section> {
  const courseId = input.course;
  await loadCourseForSectionCreate(db, courseId, user);
  const section = await nameRaceAsFieldError(() =>
    db.transaction(async (tx) => {
      const people = await checkSectionFields(tx, courseId, input);
      const created = await insertSection(tx, courseId, input.name);
      await writePeople(tx, created, people);
      const data = { leaders: people.leaderIds?.length ?? 0, students: people.studentIds?.length ?? 0 };
      await recordEvent(tx, user, { type: 'section.created', courseId, object: { type: 'section', id: created.id }, data });
      return created;
    }),
  );
  return present(db, section.id);
}

/** PATCH: the fields given replace the current ones; `course` cannot change (the contract drops it). */
export async function updateSection(db: Database, sectionId: number, user: AuthUser, input: SectionUpdate): Promise<Section> {
  const { section } = await loadSectionForAdminWrite(db, sectionId, user);
  await nameRaceAsFieldError(() =>
    db.transaction(async (tx) => {
      // Concurrent changes to this section (or a distribution over it) wait for this one.
      const [locked] = await lockCourseSections(tx, section.courseId, [sectionId]);
      if (locked === undefined) throw notFound();
      const people = await checkSectionFields(tx, section.courseId, input, sectionId);
      if (input.name !== undefined && input.name !== section.name) await renameSection(tx, sectionId, input.name);
      await writePeople(tx, section, people);
      const data = { fields: Object.keys(input) };
      await recordEvent(tx, user, { type: 'section.updated', courseId: section.courseId, object: { type: 'section', id: sectionId }, data });
    }),
  );
  return present(db, sectionId);
}

export async function removeSection(db: Database, sectionId: number, user: AuthUser): Promise<void> {
  const { section } = await loadSectionForAdminWrite(db, sectionId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteSection(tx, sectionId))) throw notFound();
    const data = { name: section.name };
    await recordEvent(tx, user, { type: 'section.deleted', courseId: section.courseId, object: { type: 'section', id: sectionId }, data });
  });
}

/** One page of a course's sections (by name, then id) and how many there are in all. */
export async function listCourseSections(
  db: Executor,
  courseId: number,
  user: AuthUser,
  range: Slice,
  compact: boolean,
): Promise<{ count: number; results: Section[] | SectionCompact[] }> {
  await loadCourseForSectionReader(db, courseId, user);
  const [count, results] = await Promise.all([
    countCourseSections(db, courseId),
    compact ? selectCompactCourseSections(db, courseId, range) : selectCourseSections(db, courseId, range),
  ]);
  return { count, results };
}
