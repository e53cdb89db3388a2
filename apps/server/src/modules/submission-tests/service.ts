import type { SubmissionTest, SubmissionTestCreate, SubmissionTestUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { recomputeGrades } from '../grades/recompute';
import { loadForSubmissionTestCreate, loadSubmissionTestForReader, loadSubmissionTestForWriter } from './policy';
import { deleteSubmissionTest, insertSubmissionTest, selectSubmissionTest, updateSubmissionTestRow } from './queries';

// Every write of a result recomputes its submission's grade in the same transaction: the newest result per
// test case brings pointsPass or pointsFail.

async function present(db: Executor, submissionTestId: number): Promise<SubmissionTest> {
  const result = await selectSubmissionTest(db, submissionTestId);
  if (!result) throw notFound();
  return result;
}

export async function createSubmissionTest(db: Database, user: AuthUser, input: SubmissionTestCreate): Promise<SubmissionTest> {
  const { submission: submissionId, testCase: testCaseId, ...fields } = input;
  await loadForSubmissionTestCreate(db, submissionId, testCaseId, user);
  return db.transaction(async (tx) => {
    const id = await insertSubmissionTest(tx, { ...fields, submissionId, testCaseId });
    await recomputeGrades(tx, [submissionId], { cause: 'tests', actorId: user.id });
    return present(tx, id);
  });
}

export async function getSubmissionTest(db: Executor, submissionTestId: number, user: AuthUser): Promise<SubmissionTest> {
  await loadSubmissionTestForReader(db, submissionTestId, user);
  return present(db, submissionTestId);
}

export async function updateSubmissionTest(db: Database, submissionTestId: number, user: AuthUser, input: SubmissionTestUpdate): Promise<SubmissionTest> {
  const { result } = await loadSubmissionTestForWriter(db, submissionTestId, user);
  return db.transaction(async (tx) => {
    await updateSubmissionTestRow(tx, submissionTestId, input);
    await recomputeGrades(tx, [result.submissionId], { cause: 'tests', actorId: user.id });
    return present(tx, submissionTestId);
  });
}

export async function removeSubmissionTest(db: Database, submissionTestId: number, user: AuthUser): Promise<void> {
  const { result } = await loadSubmissionTestForWriter(db, submissionTestId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteSubmissionTest(tx, submissionTestId))) throw notFound();
    await recomputeGrades(tx, [result.submissionId], { cause: 'tests', actorId: user.id });
  });
}
