import { eq } from 'drizzle-orm';
import type { Submission, SubmissionUpdate } from '@marginalia/contracts';
import { submissions, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { compareLabels, readNumbered, studentLabel } from '../anonymity/labels';
import { selectIdentities } from '../anonymity/queries';
import { loadSubmissionForReader } from '../submissions/policy';
import { presentSubmission } from '../submissions/present';
import { selectSubmissions } from '../submissions/queries';
import { updateSubmission } from '../submissions/update-submission';
import { keepPublishedFeedback } from './service';
import type { NotifyContext } from '../notifications/service';

// GET and PATCH /submissions/{id}/anonymous/: the submission as staff read it with every student shown by
// pseudonym, whatever the reader's own view (an admin grading "blind", or showing a screen to others). It is a
// view for staff only: for students it does not exist (404).

async function loadForStaff(db: Executor, submissionId: number, user: AuthUser) {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (access.asStudent) throw notFound();
  return access;
}

/** The stored submission with each student as their pseudonym in the assignment. */
async function presentAnonymous(db: Executor, submissionId: number, target: { assignmentId: number; courseId: number }): Promise<Submission> {
  const [stored] = await selectSubmissions(db, eq(submissions.id, submissionId));
  if (!stored) throw notFound();
  const shown = presentSubmission(stored);
  if (shown.students.length === 0) return shown;
  const identities = await readNumbered(
    db,
    target,
    () => selectIdentities(db, target.assignmentId, target.courseId, shown.students),
    (rows) => rows.some((row) => row.number === null),
  );
  const labels = new Map(identities.map((row) => [row.email, studentLabel(row, false)]));
  return { ...shown, students: shown.students.map((email) => labels.get(email) ?? 'Student').sort(compareLabels) };
}

export async function getAnonymousSubmission(db: Executor, submissionId: number, user: AuthUser): Promise<Submission> {
  const { submission } = await loadForStaff(db, submissionId, user);
  return presentAnonymous(db, submissionId, submission);
}

/**
 * A PATCH through the anonymous view: as PATCH /submissions/{id}/, except that students cannot change here
 * (the pseudonyms it shows are no way to name them).
 */
export async function updateAnonymousSubmission(
  db: Database,
  submissionId: number,
  user: AuthUser,
  input: SubmissionUpdate,
  notify?: NotifyContext,
): Promise<Submission> {
  const { submission } = await loadForStaff(db, submissionId, user);
  const { students: _students, ...rest } = input;
  await updateSubmission(db, submissionId, user, rest, notify && { ...notify, keepPublishedFeedback });
  return presentAnonymous(db, submissionId, submission);
}
