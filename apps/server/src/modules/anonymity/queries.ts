import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { anonymityReveals, assignments, courseMemberships, sectionLeaders, sections, sectionStudents, studentPseudonyms, submissionStudents, users, type Executor } from '@marginalia/db';

// Pseudonym numbers are given per assignment, the first time a response needs one: to every student of the
// course and every student of a submission of the assignment who has none yet, in one statement. Numbers
// follow the largest given so far and are drawn in random order, so that a number says nothing about a
// student's name or enrolment date.

function numberMissing(assignmentId: number, courseId: number): SQL {
  return sql`insert into ${studentPseudonyms} (assignment_id, student_id, number)
    select ${assignmentId}, s.student_id,
      coalesce((select max(p.number) from ${studentPseudonyms} p where p.assignment_id = ${assignmentId}), 0) + row_number() over (order by random())
    from (
      select m.user_id as student_id from ${courseMemberships} m where m.course_id = ${courseId} and m.role = 'student'
      union
      select st.student_id from ${submissionStudents} st where st.assignment_id = ${assignmentId}
    ) s
    where not exists (select 1 from ${studentPseudonyms} p where p.assignment_id = ${assignmentId} and p.student_id = s.student_id)
    on conflict do nothing`;
}

/**
 * Numbers the students who have none. Two callers at once may draw the same numbers; the unique
 * (assignment, number) key then drops the loser's rows (ON CONFLICT DO NOTHING), and the loser calls
 * numberStudentsInTurn, which waits for the other to finish first.
 */
export async function numberStudents(db: Executor, assignmentId: number, courseId: number): Promise<void> {
  await db.execute(numberMissing(assignmentId, courseId));
}

/** As numberStudents, one caller at a time per assignment (the assignment's row is the lock). */
export async function numberStudentsInTurn(db: Executor, assignmentId: number, courseId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // "no key update" does not block inserts of rows that reference the assignment (they take key share locks).
    await tx.execute(sql`select id from ${assignments} where id = ${assignmentId} for no key update`);
    await tx.execute(numberMissing(assignmentId, courseId));
  });
}

/** The sections of the course the user leads. */
export async function selectLedSectionIds(db: Executor, courseId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sectionLeaders.sectionId })
    .from(sectionLeaders)
    .innerJoin(sections, eq(sections.id, sectionLeaders.sectionId))
    .where(and(eq(sections.courseId, courseId), eq(sectionLeaders.userId, userId)));
  return rows.map((row) => row.id);
}

export interface StudentIdentity {
  email: string;
  /** Null until numberStudents has run for this student. */
  number: number | null;
  sectionId: number | null;
}

/** These people (by e-mail), with their numbers in the assignment and their sections in the course. */
export async function selectIdentities(db: Executor, assignmentId: number, courseId: number, emails: string[]): Promise<StudentIdentity[]> {
  if (emails.length === 0) return [];
  return db
    .select({ email: users.email, number: studentPseudonyms.number, sectionId: sectionStudents.sectionId })
    .from(users)
    .leftJoin(studentPseudonyms, and(eq(studentPseudonyms.assignmentId, assignmentId), eq(studentPseudonyms.studentId, users.id)))
    .leftJoin(sectionStudents, and(eq(sectionStudents.courseId, courseId), eq(sectionStudents.userId, users.id)))
    .where(inArray(users.email, emails));
}

/** Whether the user revealed the names of the assignment's students. */
export async function hasRevealed(db: Executor, userId: number, assignmentId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: anonymityReveals.userId })
    .from(anonymityReveals)
    .where(and(eq(anonymityReveals.userId, userId), eq(anonymityReveals.assignmentId, assignmentId)));
  return rows.length > 0;
}

/** The assignments of the course whose names the user revealed (for lists that span assignments). */
export async function selectRevealedAssignmentIds(db: Executor, userId: number, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ assignmentId: anonymityReveals.assignmentId })
    .from(anonymityReveals)
    .innerJoin(assignments, eq(assignments.id, anonymityReveals.assignmentId))
    .where(and(eq(anonymityReveals.userId, userId), eq(assignments.courseId, courseId)));
  return new Set(rows.map((row) => row.assignmentId));
}

export async function insertReveal(db: Executor, userId: number, assignmentId: number): Promise<void> {
  await db.insert(anonymityReveals).values({ userId, assignmentId }).onConflictDoNothing();
}

export async function deleteReveal(db: Executor, userId: number, assignmentId: number): Promise<void> {
  await db.delete(anonymityReveals).where(and(eq(anonymityReveals.userId, userId), eq(anonymityReveals.assignmentId, assignmentId)));
}
