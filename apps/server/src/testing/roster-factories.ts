import { asc, eq, inArray } from 'drizzle-orm';
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

async function sectionMembers(db: Database, table: typeof sectionStudents | typeof sectionLeaders, sectionIds: number[]) {
  if (sectionIds.length === 0) return [];
  return db
    .select({ sectionId: table.sectionId, email: users.email })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(inArray(table.sectionId, sectionIds));
}

/** Section name -> sorted student e-mails and leader e-mails. */
export async function storedSections(db: Database, courseId: number) {
  const courseSections = await db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.name));
  const ids = courseSections.map((section) => section.id);
  const students = await sectionMembers(db, sectionStudents, ids);
  const leaders = await sectionMembers(db, sectionLeaders, ids);
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
