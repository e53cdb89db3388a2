import type { GradeChange } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { loadSubmissionForReader } from './policy';
import { selectGradeHistory } from '../grades/history-queries';

/** Course staff read the grade history; students read their current grade beside their feedback (403 here). */
export async function getGradeHistory(db: Executor, submissionId: number, user: AuthUser): Promise<GradeChange[]> {
  const { asStudent } = await loadSubmissionForReader(db, submissionId, user);
  if (asStudent) throw forbidden();
  return selectGradeHistory(db, submissionId);
}
