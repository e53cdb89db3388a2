// The first statements of every bulk-seeded bench course: the course with the bench admin as its admin and grader,
// and people inserted by e-mail prefix in one INSERT ... SELECT over generate_series (seconds, whatever the size).
import { sql } from 'drizzle-orm';
import { COURSE_DEFAULTS } from '@marginalia/contracts';
import { courseMemberships, courses, users, type Database } from '@marginalia/db';

/** A course run by `adminId` (course admin and grader), with its name and invite code. */
export async function createBenchCourse(db: Database, course: { organizationId: number; adminId: number; name: string; inviteCode: string }): Promise<number> {
  const [row] = await db
    .insert(courses)
    .values({ ...COURSE_DEFAULTS, organizationId: course.organizationId, name: course.name, period: 'Fall 2026', inviteCode: course.inviteCode })
    .returning();
  await db.insert(courseMemberships).values([
    { courseId: row!.id, userId: course.adminId, role: 'courseAdmin' },
    { courseId: row!.id, userId: course.adminId, role: 'grader' },
  ]);
  return row!.id;
}

/** `count` activated people of the organization, `<prefix><i>@bench.edu` for i from 1. */
export async function insertBenchPeople(db: Database, prefix: string, count: number, organizationId: number): Promise<void> {
  await db.execute(sql`insert into ${users} (email, organization_id, is_activated)
    select ${prefix} || i || '@bench.edu', ${organizationId}::int, true from generate_series(1, ${count}::int) i`);
}
