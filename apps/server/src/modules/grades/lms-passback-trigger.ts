import { sql } from 'drizzle-orm';
import { assignments, jobs, ltiContexts, submissions, rowsOf, type Executor } from '@marginalia/db';
import { enqueueJob } from '@marginalia/jobs';

// The grades module's one word to LMS grade passback (docs/LMS.md, "Grade passback"): when students are about to
// be shown a new grade on an assignment of a course linked to an LMS course, an `lti.grade_passback` job for that
// assignment is queued in the same transaction. It lives here, below the lti module that runs the job, because
// the lti module already depends on modules that depend on grades. The job reads the grades when it runs and sends
// only what the LMS does not have yet, so one queued job per assignment is enough: a second is not queued while
// the first waits.

export const GRADE_PASSBACK_JOB_KIND = 'lti.grade_passback';
/** Tries of one passback run: the LMS down or rate-limiting is tried again with the jobs' back-off. */
export const GRADE_PASSBACK_MAX_ATTEMPTS = 8;
/** A short wait, so that a burst of finalizations or a whole assignment's publication goes out in one run. */
const GATHER_MS = 5_000;

export function gradePassbackDedupeKey(assignmentId: number): string {
  return `assignment:${assignmentId}`;
}

/**
 * Queues the passback of these assignments unless one is already waiting (what changed is read when it runs).
 * `now` (a course admin's "Send grades now") replaces a waiting one and runs at once; `retryRefused` sends again
 * the scores the LMS refused before.
 */
export async function queueGradePassback(tx: Executor, assignmentIds: readonly number[], options: { now?: boolean; retryRefused?: boolean } = {}): Promise<void> {
  for (const assignmentId of new Set(assignmentIds)) {
    const dedupeKey = gradePassbackDedupeKey(assignmentId);
    const waiting = rowsOf<unknown>(await tx.execute(sql`select 1 from ${jobs} where kind = ${GRADE_PASSBACK_JOB_KIND} and dedupe_key = ${dedupeKey} and state = 'queued' limit 1`));
    if (waiting.length > 0 && !options.now) continue;
    await enqueueJob(tx, {
      kind: GRADE_PASSBACK_JOB_KIND,
      payload: options.retryRefused ? { assignmentId, retryRefused: true } : { assignmentId },
      dedupeKey,
      fairnessKey: `assignment:${assignmentId}`,
      maxAttempts: GRADE_PASSBACK_MAX_ATTEMPTS,
      runAfter: options.now ? undefined : new Date(Date.now() + GATHER_MS),
    });
  }
}

/**
 * Before syncShownGrades shows new grades: the assignments among these submissions whose shown grade is about to
 * change (the same rule as syncShownGrades's) in a course linked to an LMS course, each given a passback job.
 */
export async function queueGradePassbackFor(tx: Executor, submissionIds: readonly number[]): Promise<void> {
  const result = rowsOf<{ id: number }>(await tx.execute(sql`
    select distinct a.id from ${submissions} s
    join ${assignments} a on a.id = s.assignment_id
    where s.id = any(${sql.param(submissionIds)}::int[]) and s.is_finalized and a.is_released and a.is_visible
      and not a.hide_grades and s.grade is not null and s.shown_grade is distinct from s.grade
      and exists (select 1 from ${ltiContexts} lc where lc.course_id = a.course_id)`));
  if (result.length > 0) await queueGradePassback(tx, result.map((row) => Number(row.id)));
}
