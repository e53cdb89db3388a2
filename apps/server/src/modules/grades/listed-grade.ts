import { sql } from 'drizzle-orm';
import { jobs, submissionTests, testRuns } from '@marginalia/db';

// How staff read a submission's grade where they see many at once or take it away (the consoles' lists, the grade
// CSV, the submission's own `grade` and `needsAttention`), as SQL over a query whose row is `submissions` (not
// aliased). The stored grade is a cache of the grade rule over what the submission has now, so a submission nobody
// has graded yet would read as full marks (points minus no deductions). A grade shows only for a graded submission:
// finalized, or tested (it has a test result or a completed autograder run). A submission whose newest autograder
// run that ended could not be graded needs attention: the results of its older versions no longer make a grade,
// which is blank until a later run completes, or staff decide by finalizing it (its grade as it stands then).
// docs/AUTOGRADER.md, "Queue semantics".

/**
 * Whether the submission's newest run that ended could not be graded: its row says `error`, or its job failed while
 * the row still waited. Runs queued, running, cancelled or superseded have not ended; the one before them decides.
 */
const newestEndedRunFailed = sql<boolean>`coalesce((select r.state = 'error' or j.state is not distinct from 'failed'
    from ${testRuns} r left join ${jobs} j on j.id = r.job_id
    where r.submission_id = "submissions"."id"
      and (r.state in ('completed', 'error') or (r.state in ('queued', 'running') and j.state = 'failed'))
    order by r.created_at desc, r.id desc limit 1), false)`;

/** The submission needs staff's attention: its newest run could not be graded and nobody finalized it since. */
export const needsAttention = sql<boolean>`(not "submissions"."is_finalized" and ${newestEndedRunFailed})`;

const tested = sql`(exists (select 1 from ${submissionTests} st where st.submission_id = "submissions"."id")
  or exists (select 1 from ${testRuns} r where r.submission_id = "submissions"."id" and r.state = 'completed'))`;

/** The grade as lists and exports show it: null (blank) for a submission that is not graded, or that needs attention. */
export const listedGrade = sql<number | null>`(case when ${needsAttention} then null
    when "submissions"."is_finalized" or ${tested} then "submissions"."grade" end)`.mapWith(Number);

/** The grade as the submission's own read shows it to staff: the grade rule's, blank while it needs attention. */
export const gradeUnlessNeedsAttention = sql<number | null>`(case when ${needsAttention} then null else "submissions"."grade" end)`.mapWith(Number);

/**
 * gradeUnlessNeedsAttention over a stored grade and needsAttention already read (a list that reads both for each
 * row, so that the newest run is looked up once per submission rather than twice).
 */
export function gradeUnlessAttentionNeeded(storedGrade: number | null, needsAttentionNow: boolean): number | null {
  return needsAttentionNow || storedGrade === null ? null : Number(storedGrade);
}
