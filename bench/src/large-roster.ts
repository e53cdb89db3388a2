// A course of the size the roster tools must handle (issue: 2,000 students, 60 graders, sections of ~35),
// inserted in bulk so that seeding takes seconds.
import { COURSE_DEFAULTS } from '@marginalia/contracts';
import { courseMemberships, courses, sections, sectionStudents, users, type Database } from '@marginalia/db';

export const LARGE_ROSTER = { students: 2000, graders: 60, sections: 60 } as const;

export async function seedLargeRoster(db: Database, organizationId: number, adminId: number) {
  const [course] = await db
    .insert(courses)
    .values({ ...COURSE_DEFAULTS, organizationId, name: 'Bench Large Course', period: 'Fall 2026', inviteCode: 'BENCH2K0' })
    .returning();
  const courseId = course!.id;
  const person = (kind: string, i: number) => ({ email: `bench-${kind}-${i}@bench.edu`, organizationId, isActivated: i % 10 !== 0 });
  const students = await db.insert(users).values(Array.from({ length: LARGE_ROSTER.students }, (_, i) => person('student', i))).returning();
  const graders = await db.insert(users).values(Array.from({ length: LARGE_ROSTER.graders }, (_, i) => person('grader', i))).returning();
  await db.insert(courseMemberships).values([
    { courseId, userId: adminId, role: 'courseAdmin' as const },
    { courseId, userId: adminId, role: 'grader' as const },
    ...students.map((s) => ({ courseId, userId: s.id, role: 'student' as const })),
    ...graders.map((g) => ({ courseId, userId: g.id, role: 'grader' as const })),
  ]);
  const sectionRows = await db
    .insert(sections)
    .values(Array.from({ length: LARGE_ROSTER.sections }, (_, i) => ({ courseId, name: `Section ${i + 1}` })))
    .returning();
  await db
    .insert(sectionStudents)
    .values(students.map((s, i) => ({ courseId, userId: s.id, sectionId: sectionRows[i % sectionRows.length]!.id })));
  return { courseId, studentEmails: students.map((s) => s.email) };
}
