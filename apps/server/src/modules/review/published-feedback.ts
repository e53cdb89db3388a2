import { eq } from 'drizzle-orm';
import { PublishedFeedback } from '@marginalia/contracts';
import { submissions, type Executor } from '@marginalia/db';

// Published feedback that staff reopen stays readable to its students as it was published, marked as being
// revised, until the submission is finalized again (docs/PRODUCT.md). The students' read of the submission view
// is kept on the submission when it is unfinalized (review/service.ts builds it, PATCH of submissions asks for it
// through app.ts) and dropped when it is finalized again.

export async function storePublishedFeedback(db: Executor, submissionId: number, feedback: PublishedFeedback): Promise<void> {
  await db.update(submissions).set({ publishedFeedback: feedback }).where(eq(submissions.id, submissionId));
}

/** The kept feedback, or null when the submission keeps none (it is not being revised after publication). */
export async function selectPublishedFeedback(db: Executor, submissionId: number): Promise<PublishedFeedback | null> {
  const [row] = await db.select({ kept: submissions.publishedFeedback }).from(submissions).where(eq(submissions.id, submissionId));
  if (!row || row.kept === null) return null;
  return PublishedFeedback.parse(row.kept);
}
