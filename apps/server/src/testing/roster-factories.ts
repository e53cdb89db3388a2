import { and, asc, eq, inArray } from 'drizzle-orm';
import { courseMemberships, sectionLeaders, sections, sectionStudents, users, type Database } from '@marginalia/db';

// Sections and stored-row readers for roster tests: what a test asserts on is the rows, not only the answer.

export async function createSection(
  db: Database,
  courseId: number,
  name: string,
  people: { students?: number[]; leaders?: number[] } = {},
) {
  const [section] = await db.insert(sections).values({ courseId, name }).returning();
  const sectionId = section!.id;
  if (people.students?.length) {
    await db.insert(sectionStudents).values(people.students.map((userId) => ({ sectionId, courseId, userId })));
  }
  if (people.leaders?.length) {
    await db.insert(sectionLeaders).values(people.leaders.map((userId) => ({ sectionId, userId })));
  }
  return section!;
}

/** Every membership row of the course as "email role" strings, active and inactive apart, sorted. */
export async function storedRoster(db: Database, courseId: number) {
  const rows = await db
    .select({ email: users.email, role: courseMemberships.role, isActive: courseMemberships.isActive })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .where(eq(courseMemberships.courseId, courseId));
  const format = (active: boolean) =>
    rows
      .filter((row) => row.isActive === active)
      .map((row) => `${row.email} ${row.role}`)
      .sort();
  return { active: format(true), inactive: format(false) };
}

/** Section name -> sorted student e-mails and leader e-mails. */
export async function storedSections(db: Database, courseId: number) {
  const courseSections = await db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.name));
  const ids = courseSections.map((section) => section.id);
  const students = ids.length
    ? await db
        .select({ sectionId: sectionStudents.sectionId, email: users.email })
        .from(sectionStudents)
        .innerJoin(users, eq(users.id, sectionStudents.userId))
        .where(inArray(sectionStudents.sectionId, ids))
    : [];
  const leaders = ids.length
    ? await db
        .select({ sectionId: sectionLeaders.sectionId, email: users.email })
        .from(sectionLeaders)
        .innerJoin(users, eq(users.id, sectionLeaders.userId))
        .where(inArray(sectionLeaders.sectionId, ids))
    : [];
  const emailsOf = (rows: { sectionId: number; email: string }[], id: number) =>
    rows.filter((row) => row.sectionId === id).map((row) => row.email).sort();
  return Object.fromEntries(
    courseSections.map((section) => [section.name, { students: emailsOf(students, section.id), leaders: emailsOf(leaders, section.id) }]),
  );
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function countActive(db: Database, courseId: number, role: 'student' | 'grader' | 'superGrader' | 'courseAdmin') {
  const rows = await db
    .select({ id: courseMemberships.id })
    .from(courseMemberships)
    .where(and(eq(courseMemberships.courseId, courseId), eq(courseMemberships.role, role), eq(courseMemberships.isActive, true)));
  return rows.length;
}
