import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courseMemberships, sections, sectionStudents, studentPseudonyms, submissions, submissionStudents, testRuns, users, type Executor } from '@marginalia/db';
import type { TestRunState } from '@marginalia/contracts';
import { listedGrade, needsAttention } from '../grades/listed-grade';

// The overview reads an assignment's submissions and the students without one in two statements, whatever
// their number: each submission's students come from a correlated subquery (submission_students_submission_idx),
// the missing students from an anti-join on the (assignment, student) key.

/** A student as the overview needs them: identity, pseudonym number (null until numbered) and section. */
export interface OverviewStudent {
  email: string;
  number: number | null;
  sectionId: number | null;
  section: string | null;
}

const grader = alias(users, 'grader');

/** The submission's newest autograder run (test_runs_submission_idx), as the overview's tests column shows it. */
const newestRun = sql<{ state: TestRunState; passed: number; failed: number } | null>`(select json_build_object(
    'state', r.state, 'passed', r.passed, 'failed', r.failed)
  from ${testRuns} r where r.submission_id = "submissions"."id" order by r.created_at desc, r.id desc limit 1)`;

export async function selectOverviewRows(db: Executor, assignmentId: number, courseId: number) {
  const students = sql<OverviewStudent[]>`(select coalesce(json_agg(json_build_object(
      'email', u.email, 'number', p.number, 'sectionId', ss.section_id, 'section', sec.name) order by u.email collate "C"), '[]'::json)
    from ${submissionStudents} st
    join ${users} u on u.id = st.student_id
    left join ${studentPseudonyms} p on p.assignment_id = st.assignment_id and p.student_id = st.student_id
    left join ${sectionStudents} ss on ss.course_id = ${courseId} and ss.user_id = st.student_id
    left join ${sections} sec on sec.id = ss.section_id
    where st.submission_id = "submissions"."id")`;
  return db
    .select({
      id: submissions.id,
      students,
      grader: grader.email,
      isFinalized: submissions.isFinalized,
      // Blank for a submission nobody graded yet, or one that needs attention (grades/listed-grade.ts).
      grade: listedGrade,
      needsAttention,
      dateUploaded: submissions.dateUploaded,
      dateEdited: submissions.dateEdited,
      lateDayCreditsUsed: submissions.lateDayCreditsUsed,
      regradeOpen: sql<boolean>`${submissions.questionIsOpen} and ${submissions.questionIsRegrade}`,
      tests: newestRun,
    })
    .from(submissions)
    .leftJoin(grader, eq(grader.id, submissions.graderId))
    .where(eq(submissions.assignmentId, assignmentId))
    .orderBy(asc(submissions.id));
}

export type OverviewRow = Awaited<ReturnType<typeof selectOverviewRows>>[number];

/** Active students of the course with no submission for the assignment, by e-mail. */
export function selectMissingStudents(db: Executor, assignmentId: number, courseId: number): Promise<OverviewStudent[]> {
  return db
    .select({ email: users.email, number: studentPseudonyms.number, sectionId: sectionStudents.sectionId, section: sections.name })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .leftJoin(sectionStudents, and(eq(sectionStudents.courseId, courseId), eq(sectionStudents.userId, courseMemberships.userId)))
    .leftJoin(sections, eq(sections.id, sectionStudents.sectionId))
    .leftJoin(studentPseudonyms, and(eq(studentPseudonyms.assignmentId, assignmentId), eq(studentPseudonyms.studentId, courseMemberships.userId)))
    .where(
      and(
        eq(courseMemberships.courseId, courseId),
        eq(courseMemberships.role, 'student'),
        eq(courseMemberships.isActive, true),
        sql`not exists (select 1 from ${submissionStudents} st where st.assignment_id = ${assignmentId} and st.student_id = ${courseMemberships.userId})`,
      ),
    )
    .orderBy(sql`${users.email} collate "C"`);
}
