import { SUBMISSION_MESSAGES } from '@marginalia/contracts';
import { eq } from 'drizzle-orm';
import { submissions, type Executor } from '@marginalia/db';
import { badRequest, notFound } from '../../http/errors';

// Finished means finished: a finalized submission takes no grading write (comments, rubric applications,
// files) from anyone, admins included, until someone allowed to unfinalize it does so (grading-rights.ts says
// who). A grade students have read therefore cannot drop because a comment was added behind their back.

/** The early check, on the submission as its access was read: 400 while it is finalized. */
export function assertOpenForGrading(submission: { isFinalized: boolean }): void {
  if (submission.isFinalized) throw badRequest(SUBMISSION_MESSAGES.finalizedReadOnly);
}

/**
 * The authoritative check, inside the write's transaction: locks the submission's row (as recomputeGrades will,
 * so no deadlock) and refuses the write if it was finalized meanwhile. A finalize that commits first makes this
 * write fail; one that comes later waits for it.
 */
export async function lockOpenForGrading(tx: Executor, submissionId: number): Promise<void> {
  await lockNotFinalized(tx, submissionId, SUBMISSION_MESSAGES.finalizedReadOnly);
}

/**
 * As lockOpenForGrading, for another write finalized work refuses, with its own message. `orShown` also refuses
 * work whose students have been shown a grade, even while it is reopened: the grade is already theirs (partner
 * changes, which would hand it to someone or take it away).
 */
export async function lockNotFinalized(tx: Executor, submissionId: number, message: string, options: { orShown?: boolean } = {}): Promise<void> {
  const [row] = await tx
    .select({ isFinalized: submissions.isFinalized, shownGrade: submissions.shownGrade })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for('no key update');
  if (!row) throw notFound();
  if (row.isFinalized || (options.orShown && row.shownGrade !== null)) throw badRequest(message);
}
