import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DEMO_PERIOD } from '@marginalia/contracts';
import { assignments, courseMemberships, courses, preparedFor, sections, users, type CourseRole, type Executor } from '@marginalia/db';

export type CourseRow = typeof courses.$inferSelect;

export async function findCourseByNamePeriod(db: Executor, organizationId: number, name: string, period: string) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.organizationId, organizationId), eq(courses.name, name), eq(courses.period, period)))
    .limit(1);
  return row ?? null;
}

export async function listAdministeredCourses(db: Executor, userId: number): Promise<CourseRow[]> {
  const rows = await db
    .select({ course: courses })
    .from(courses)
    .innerJoin(courseMemberships, eq(courseMemberships.courseId, courses.id))
    .where(
      and(
        eq(courseMemberships.userId, userId),
        eq(courseMemberships.role, 'courseAdmin'),
        eq(courseMemberships.isActive, true),
        // The public demo course is no one's real course (docs/PRODUCT.md §3): it stays out of the course table.
        ne(courses.period, DEMO_PERIOD),
      ),
    )
    .orderBy(asc(courses.id));
  return rows.map((row) => row.course);
}

/** Assignment and section ids of many courses in two queries. */
export async function relatedIds(db: Executor, courseIds: number[]) {
  const byCourse = new Map<number, { assignments: number[]; sections: number[] }>();
  for (const id of courseIds) byCourse.set(id, { assignments: [], sections: [] });
  if (courseIds.length === 0) return byCourse;
  const [assignmentRows, sectionRows] = await Promise.all([
    db
      .select({ id: assignments.id, courseId: assignments.courseId })
      .from(assignments)
      .where(inArray(assignments.courseId, courseIds))
      .orderBy(asc(assignments.sortKey), asc(assignments.id)),
    db
      .select({ id: sections.id, courseId: sections.courseId })
      .from(sections)
      .where(inArray(sections.courseId, courseIds))
      .orderBy(asc(sections.id)),
  ]);
  for (const row of assignmentRows) byCourse.get(row.courseId)?.assignments.push(row.id);
  for (const row of sectionRows) byCourse.get(row.courseId)?.sections.push(row.id);
  return byCourse;
}

export async function insertCourse(db: Executor, values: typeof courses.$inferInsert): Promise<CourseRow> {
  const [row] = await db.insert(courses).values(values).returning();
  return row!;
}

export async function updateCourse(db: Executor, courseId: number, values: Partial<typeof courses.$inferInsert>) {
  if (Object.keys(values).length === 0) return;
  await db.update(courses).set(values).where(eq(courses.id, courseId));
}

export async function addMemberships(db: Executor, courseId: number, userId: number, roles: CourseRole[]) {
  await db
    .insert(courseMemberships)
    .values(roles.map((role) => ({ courseId, userId, role, isActive: true })))
    .onConflictDoUpdate({
      target: [courseMemberships.courseId, courseMemberships.userId, courseMemberships.role],
      set: { isActive: true },
    });
}

export interface CourseWithAccess {
  course: CourseRow;
  roles: CourseRole[];
  assignments: number[];
  sections: number[];
}

/** A course, the caller's active roles in it and its related ids, in one round trip (the hot path of every course read). */
export async function findCourseWithAccess(db: Executor, courseId: number, userId: number): Promise<CourseWithAccess | null> {
  const query = preparedFor(db, 'find_course_with_access', (d) =>
    d
      .select({
        course: courses,
        roles: sql<CourseRole[]>`array(select m.role::text from ${courseMemberships} m
          where m.course_id = courses.id and m.user_id = ${sql.placeholder('userId')} and m.is_active)`,
        assignments: sql<number[]>`array(select a.id from ${assignments} a where a.course_id = courses.id order by a.sort_key, a.id)`,
        sections: sql<number[]>`array(select s.id from ${sections} s where s.course_id = courses.id order by s.id)`,
      })
      .from(courses)
      .where(eq(courses.id, sql.placeholder('courseId')))
      .limit(1)
      .prepare('find_course_with_access'),
  );
  const [row] = await query.execute({ courseId, userId });
  return row ?? null;
}

/** The caller's active memberships with each course's summary, for the console course pickers. */
export async function listMembershipCourses(db: Executor, userId: number) {
  return db
    .select({
      role: courseMemberships.role,
      id: courses.id,
      name: courses.name,
      period: courses.period,
      archived: courses.archived,
    })
    .from(courseMemberships)
    .innerJoin(courses, eq(courses.id, courseMemberships.courseId))
    .where(and(eq(courseMemberships.userId, userId), eq(courseMemberships.isActive, true)))
    .orderBy(asc(courses.archived), asc(courses.name), asc(courses.period), asc(courses.id));
}

export interface Person {
  id: number;
  email: string;
}

/** Of these e-mails, the people who hold one of `roles`, active, in the course. */
export async function findActiveCourseMembers(db: Executor, courseId: number, emails: string[], roles: CourseRole[]): Promise<Person[]> {
  if (emails.length === 0) return [];
  return db
    .selectDistinct({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(
      courseMemberships,
      and(
        eq(courseMemberships.userId, users.id),
        eq(courseMemberships.courseId, courseId),
        eq(courseMemberships.isActive, true),
        inArray(courseMemberships.role, roles),
      ),
    )
    .where(inArray(users.email, emails));
}
