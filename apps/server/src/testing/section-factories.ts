import { eq } from 'drizzle-orm';
import { sectionLeaders, sections, sectionStudents, users, type Database } from '@marginalia/db';
import { createUser, enroll, type TestUser } from './factories';

// Sections and students written straight to the database, for tests that need a course in a given
// state before the call under test; and the stored rows read back, to check what a call wrote.

export async function createSection(db: Database, courseId: number, name: string, people: { leaders?: TestUser[]; students?: TestUser[] } = {}) {
  const [section] = await db.insert(sections).values({ courseId, name }).returning();
  const sectionId = section!.id;
  const leaders = people.leaders ?? [];
  const students = people.students ?? [];
  if (leaders.length > 0) await db.insert(sectionLeaders).values(leaders.map((user) => ({ sectionId, userId: user.id })));
  await placeInSection(db, courseId, sectionId, students);
  return section!;
}

/** Puts students into a section (who must not be in another section of the course yet). */
export async function placeInSection(db: Database, courseId: number, sectionId: number, students: TestUser[]) {
  if (students.length === 0) return;
  await db.insert(sectionStudents).values(students.map((user) => ({ sectionId, courseId, userId: user.id })));
}

/** `count` new people enrolled as active students of the course. */
export async function enrollStudents(db: Database, courseId: number, organizationId: number, count: number): Promise<TestUser[]> {
  const students: TestUser[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(db, { organizationId });
    await enroll(db, courseId, user.id, ['student']);
    students.push(user);
  }
  return students;
}

/** A section as stored: its row and the e-mails of its leaders and students, sorted; null once deleted. */
export async function storedSection(db: Database, sectionId: number) {
  const [row] = await db.select().from(sections).where(eq(sections.id, sectionId));
  if (!row) return null;
  const leaders = await db
    .select({ email: users.email })
    .from(sectionLeaders)
    .innerJoin(users, eq(users.id, sectionLeaders.userId))
    .where(eq(sectionLeaders.sectionId, sectionId));
  const students = await db
    .select({ email: users.email, courseId: sectionStudents.courseId })
    .from(sectionStudents)
    .innerJoin(users, eq(users.id, sectionStudents.userId))
    .where(eq(sectionStudents.sectionId, sectionId));
  return {
    name: row.name,
    courseId: row.courseId,
    leaders: leaders.map((l) => l.email).sort(),
    students: students.map((s) => s.email).sort(),
    studentCourseIds: [...new Set(students.map((s) => s.courseId))],
  };
}

/** Section id of every student of the course who has one. */
export async function studentSections(db: Database, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: sectionStudents.userId, sectionId: sectionStudents.sectionId })
    .from(sectionStudents)
    .where(eq(sectionStudents.courseId, courseId));
  return new Map(rows.map((row) => [row.userId, row.sectionId]));
}
