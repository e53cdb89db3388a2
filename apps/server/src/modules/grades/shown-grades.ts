import { sql } from 'drizzle-orm';
import type { GradeChangeCause } from '@marginalia/contracts';
import { assignments, courses, submissions, submissionStudents, users, type Executor } from '@marginalia/db';
import { queueMailsFrom } from '../mail/queue';
import { queueGradePassbackFor } from './lms-passback-trigger';
import { lockSubmissions, selectAssignmentSubmissionIds } from './queries';

// What students have been shown. A submission shows its grade while its feedback is out (finalized, assignment
// published and visible). The first time, the shown grade is simply remembered; when a later showing differs
// from the remembered one, the students get one notice: in the app (gradeChangedAt, read by the student console
// until they open the submission) and by e-mail when the course sends feedback notifications. In a course linked to
// an LMS course, the new grade is also queued for the LMS gradebook (lms-passback-trigger.ts). Assignments that
// hide grades from students show none, so they notify nobody of one.

function intArray(values: readonly number[]): ReturnType<typeof sql> {
  return sql`${sql.param(values)}::int[]`;
}

/**
 * Why students are shown a grade that differs from the one they saw, as the grade-change mail tells it: a
 * recomputation's cause (a rubric item changed, test results, the assignment's points, unfreezing…), the work
 * finalized again after a reopen (`regrade` when a regrade request was open or answered in the same change), or
 * the feedback published again.
 */
export type ShownGradeReason =
  | { kind: 'recomputed'; cause: GradeChangeCause }
  | { kind: 'finalizedAgain'; regrade: boolean }
  | { kind: 'publishedAgain' };

/** The mail's `reason` value (the templates turn it into a sentence). */
function reasonValue(reason: ShownGradeReason): string {
  if (reason.kind === 'recomputed') return reason.cause;
  if (reason.kind === 'finalizedAgain') return reason.regrade ? 'regrade' : 'finalizedAgain';
  return 'publishedAgain';
}

/**
 * Brings the shown grade of these submissions up to date after anything that changes a grade or what students
 * see (a recomputation, finalizing, publishing). One statement whatever the number of submissions; the caller
 * holds their rows (recomputeGrades locks them, a PATCH locks its row).
 */
export async function syncShownGrades(tx: Executor, submissionIds: readonly number[], reason: ShownGradeReason): Promise<void> {
  if (submissionIds.length === 0) return;
  await queueGradePassbackFor(tx, submissionIds);
  await queueMailsFrom(tx, {
    ctes: sql`due as (
      select s.id, s.shown_grade as old, s.grade as new, a.name as assignment_name, a.hide_grades,
        c.name as course_name, c.enable_student_feedback_notifications as notify
      from ${submissions} s
      join ${assignments} a on a.id = s.assignment_id
      join ${courses} c on c.id = a.course_id
      where s.id = any(${intArray(submissionIds)}) and s.is_finalized and a.is_released and a.is_visible
        and s.grade is not null and s.shown_grade is distinct from s.grade
    ), shown as (
      update ${submissions} s set shown_grade = due.new,
        grade_notice_from = case when due.old is null or due.hide_grades then s.grade_notice_from else due.old end,
        grade_changed_at = case when due.old is null or due.hide_grades then s.grade_changed_at else now() end
      from due where s.id = due.id
    )`,
    select: sql`
    select lower(u.email), 'gradeChanged', jsonb_build_object(
      'assignmentName', due.assignment_name, 'courseName', due.course_name,
      'oldGrade', due.old::text, 'newGrade', due.new::text, 'link', '/code/' || due.id::text,
      'reason', ${reasonValue(reason)}::text)
    from due
    join ${submissionStudents} ss on ss.submission_id = due.id
    join ${users} u on u.id = ss.student_id
    where due.old is not null and due.notify and not due.hide_grades
    order by due.id, u.id`,
  });
}

/** After an assignment's feedback comes out or goes back in: every submission of it, locked first. */
export async function syncShownGradesOfAssignment(tx: Executor, assignmentId: number): Promise<void> {
  const ids = await selectAssignmentSubmissionIds(tx, assignmentId);
  await lockSubmissions(tx, ids);
  await syncShownGrades(tx, ids, { kind: 'publishedAgain' });
}
