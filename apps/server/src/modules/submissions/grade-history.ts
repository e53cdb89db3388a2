import type { GradeChange } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { maskGradeHistory } from './anonymous';
import { loadSubmissionForReader } from './policy';
import { anonymityScope } from './service';
import { selectGradeHistory } from '../grades/history-queries';

/** Course staff read the grade history; students read their current grade beside their feedback (403 here). */
export async function getGradeHistory(db: Executor, submissionId: number, user: AuthUser): Promise<GradeChange[]> {
  const { asStudent, submission, course } = await loadSubmissionForReader(db, submissionId, user);
  if (asStudent) throw forbidden();
  return maskGradeHistory(db, await selectGradeHistory(db, submissionId), anonymityScope(submission), { access: course, userId: user.id });
}
