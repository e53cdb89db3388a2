import { sql } from 'drizzle-orm';
import { courseMemberships, sections, sectionStudents, studentPseudonyms, submissions, submissionStudents, testRuns, users, type Executor } from '@marginalia/db';
import type { TestRunState } from '@marginalia/contracts';
import { listedGrade, needsAttention } from '../grades/listed-grade';

// The overview reads an assignment's submissions, the students without one and the counts in one statement
// whatever their number, answered as one JSON value (decoding a thousand rows column by column costs more than
// the query, most of all on the embedded database). Each submission's students come from one grouped pass over
// the assignment's (assignment, student) rows joined by hash, not a subquery per submission; the missing students
// from an anti-join on the same key; the counts by state from aggregates over the same submissions.

/** A student as the overview needs them: identity, pseudonym number (null until numbered) and section. */
export interface OverviewStudent {
  email: string;
  number: number | null;
  sectionId: number | null;
  section: string | null;
}

export interface OverviewRow {
  id: number;
  students: OverviewStudent[];
  grader: string | null;
  isFinalized: boolean;
  /** Blank for a submission nobody graded yet, or one that needs attention (grades/listed-grade.ts). */
  grade: number | null;
  needsAttention: boolean;
  dateUploaded: Date;
  dateEdited: Date;
  lateDayCreditsUsed: number;
  regradeOpen: boolean;
  tests: { state: TestRunState; passed: number; failed: number } | null;
}

/** How many submissions are in each state (docs/PRODUCT.md §4), and how many active students have none. */
export interface OverviewCounts {
  total: number;
  finalized: number;
  inProgress: number;
  unclaimed: number;
  missing: number;
}

export interface OverviewRead {
  rows: OverviewRow[];
  /** Active students of the course with no submission for the assignment, by e-mail. */
  missing: OverviewStudent[];
  counts: OverviewCounts;
}

/** The submission's newest autograder run (test_runs_submission_idx), as the overview's tests column shows it. */
const newestRun = sql`(select json_build_object('state', r.state, 'passed', r.passed, 'failed', r.failed)
  from ${testRuns} r where r.submission_id = "submissions"."id" order by r.created_at desc, r.id desc limit 1)`;

/** An OverviewStudent as JSON, from the joins of aboutStudent below. */
const student = sql.raw(`json_build_object('email', u.email, 'number', p.number, 'sectionId', sec_st.section_id, 'section', sec.name)`);

export async function selectOverview(db: Executor, assignmentId: number, courseId: number): Promise<OverviewRead> {
  // Pseudonym and section of a student (`who`), joined alike for the submissions' students and the missing ones.
  const aboutStudent = (who: string) => sql`
    join ${users} u on u.id = ${sql.raw(who)}
    left join ${studentPseudonyms} p on p.assignment_id = ${assignmentId} and p.student_id = ${sql.raw(who)}
    left join ${sectionStudents} sec_st on sec_st.course_id = ${courseId} and sec_st.user_id = ${sql.raw(who)}
    left join ${sections} sec on sec.id = sec_st.section_id`;
  const studentsBySubmission = sql`select st.submission_id,
      json_agg(${student} order by u.email collate "C") as list
    from ${submissionStudents} st ${aboutStudent('st.student_id')}
    where st.assignment_id = ${assignmentId} group by st.submission_id`;
  const rows = sql`select ${submissions.id} as "id",
      coalesce(by_submission.list, '[]'::json) as "students",
      "grader"."email" as "grader",
      ${submissions.isFinalized} as "isFinalized",
      ${listedGrade} as "grade",
      ${needsAttention} as "needsAttention",
      ${submissions.dateUploaded} as "dateUploaded",
      ${submissions.dateEdited} as "dateEdited",
      ${submissions.lateDayCreditsUsed} as "lateDayCreditsUsed",
      (${submissions.questionIsOpen} and ${submissions.questionIsRegrade}) as "regradeOpen",
      ${newestRun} as "tests"
    from ${submissions}
    left join ${users} "grader" on "grader"."id" = ${submissions.graderId}
    left join (${studentsBySubmission}) by_submission on by_submission.submission_id = ${submissions.id}
    where ${submissions.assignmentId} = ${assignmentId}`;
  const missing = sql`select ${student} as student, u.email
    from ${courseMemberships} m ${aboutStudent('m.user_id')}
    where m.course_id = ${courseId} and m.role = 'student' and m.is_active
      and not exists (select 1 from ${submissionStudents} st where st.assignment_id = ${assignmentId} and st.student_id = m.user_id)`;
  const result = await db.execute(sql`with missing as (${missing})
    select
      (select coalesce(json_agg(row_to_json(o) order by o."id"), '[]'::json) from (${rows}) o) as rows,
      (select coalesce(json_agg(missing.student order by missing.email collate "C"), '[]'::json) from missing) as missing,
      (select json_build_object(
          'total', count(*),
          'finalized', count(*) filter (where s.is_finalized),
          'inProgress', count(*) filter (where not s.is_finalized and s.grader_id is not null),
          'unclaimed', count(*) filter (where not s.is_finalized and s.grader_id is null),
          'missing', (select count(*) from missing))
        from ${submissions} s where s.assignment_id = ${assignmentId}) as counts`);
  const [read] = (result as unknown as { rows: { rows: JsonRow[]; missing: OverviewStudent[]; counts: OverviewCounts }[] }).rows;
  return {
    rows: read!.rows.map((row) => ({
      ...row,
      grade: row.grade === null ? null : Number(row.grade),
      dateUploaded: new Date(row.dateUploaded),
      dateEdited: new Date(row.dateEdited),
    })),
    missing: read!.missing,
    counts: read!.counts,
  };
}

type JsonRow = Omit<OverviewRow, 'dateUploaded' | 'dateEdited'> & { dateUploaded: string; dateEdited: string };
