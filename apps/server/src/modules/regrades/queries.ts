import { and, eq } from 'drizzle-orm';
import { submissions, type Executor } from '@marginalia/db';

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
