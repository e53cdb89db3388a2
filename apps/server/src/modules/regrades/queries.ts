import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assignments,
  sectionLeaders,
  sections,
  sectionStudents,
  studentPseudonyms,
  submissions,
  submissionStudents,
  users,
  type Executor,
} from '@marginalia/db';

// A regrade request lives on its submission's question fields; each write is one statement.

/** Opens (or rewrites) the request; an earlier answer goes, since it answered another question. */
export async function openRegradeRequest(db: Executor, submissionId: number, questionText: string, now: Date): Promise<void> {
  await db
    .update(submissions)
    .set({
      questionIsOpen: true,
      questionIsRegrade: true,
      questionText,
      questionDate: now,
      questionResponse: '',
      questionResponderId: null,
      responseDate: null,
    })
    .where(eq(submissions.id, submissionId));
}

/** Withdraws the open request; false when none was open (the check and the change are one statement). */
export async function withdrawRegradeRequest(db: Executor, submissionId: number): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ questionIsOpen: false, questionIsRegrade: false, questionText: '', questionDate: null })
    .where(and(eq(submissions.id, submissionId), eq(submissions.questionIsOpen, true)))
    .returning({ id: submissions.id });
  return rows.length > 0;
}

/** A student of a request's submission as the inbox needs them (the pseudonym number is the assignment's). */
export interface InboxStudent {
  email: string;
  number: number | null;
  sectionId: number | null;
  section: string | null;
}

/** Whose requests a reader finds: every one, or those of the submissions they grade (see mayGrade in comments/policy.ts). */
export interface InboxReader {
  courseId: number;
  userId: number;
  seesAll: boolean;
}

const grader = alias(users, 'grader');
const responder = alias(users, 'responder');

/** A regrade request is open, or was answered (closed by staff); a withdrawn one is no longer a regrade request. */
function requestsOf(reader: InboxReader): SQL {
  const graded = sql`(${submissions.graderId} = ${reader.userId} or exists (
    select 1 from ${submissionStudents} st
    join ${sectionStudents} ss on ss.course_id = ${reader.courseId} and ss.user_id = st.student_id
    join ${sectionLeaders} sl on sl.section_id = ss.section_id and sl.user_id = ${reader.userId}
    where st.submission_id = "submissions"."id"))`;
  return and(eq(assignments.courseId, reader.courseId), eq(submissions.questionIsRegrade, true), reader.seesAll ? undefined : graded)!;
}

/**
 * The course's regrade requests the reader finds, in one statement whatever their number: each submission's
 * students come from a correlated subquery (as in the submission overview). Open ones first, oldest first.
 */
export async function selectRegradeInbox(db: Executor, reader: InboxReader) {
  const students = sql<InboxStudent[]>`(select coalesce(json_agg(json_build_object(
      'email', u.email, 'number', p.number, 'sectionId', ss.section_id, 'section', sec.name) order by u.email collate "C"), '[]'::json)
    from ${submissionStudents} st
    join ${users} u on u.id = st.student_id
    left join ${studentPseudonyms} p on p.assignment_id = st.assignment_id and p.student_id = st.student_id
    left join ${sectionStudents} ss on ss.course_id = ${reader.courseId} and ss.user_id = st.student_id
    left join ${sections} sec on sec.id = ss.section_id
    where st.submission_id = "submissions"."id")`;
  return db
    .select({
      submissionId: submissions.id,
      assignmentId: assignments.id,
      assignmentName: assignments.name,
      anonymousGrading: assignments.anonymousGrading,
      students,
      grader: grader.email,
      isOpen: submissions.questionIsOpen,
      questionText: submissions.questionText,
      questionDate: submissions.questionDate,
      questionResponse: submissions.questionResponse,
      responder: responder.email,
      responseDate: submissions.responseDate,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .leftJoin(grader, eq(grader.id, submissions.graderId))
    .leftJoin(responder, eq(responder.id, submissions.questionResponderId))
    .where(requestsOf(reader))
    .orderBy(
      desc(submissions.questionIsOpen),
      sql`case when ${submissions.questionIsOpen} then ${submissions.questionDate} end asc nulls last`,
      sql`${submissions.responseDate} desc nulls last`,
      asc(submissions.id),
    );
}

export type InboxRow = Awaited<ReturnType<typeof selectRegradeInbox>>[number];

/** How many open requests the reader would find (the badge), without reading them. */
export async function countOpenRegrades(db: Executor, reader: InboxReader): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(*)::int` })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(requestsOf(reader), eq(submissions.questionIsOpen, true)));
  return row?.open ?? 0;
}
