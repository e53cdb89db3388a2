import { SIMILARITY_TEXTS, type SimilaritySubmission } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { hasRevealed } from '../anonymity/queries';
import { relabel } from '../anonymity/labels';
import { labelsFor } from '../submissions/anonymous';
import { anonymityScope } from '../submissions/service';
import type { CheckAccess } from './policy';
import { selectEarlierAssignments, selectEarlierDocumentOrder, selectSubmissionPeople, type EarlierAssignmentRow } from './queries';

// The two sides of a pair, named as the caller may see them. Submissions of the check's assignment are named as
// every other staff answer names them: the students' e-mails, partners joined, or pseudonyms under anonymous
// grading until the caller revealed names (anonymity/reveal.ts, through labelsFor). An earlier offering's
// submission carries where it comes from, and is named only when the caller sees this assignment's students by
// name and that assignment's too; otherwise it is "Earlier submission <n>", numbered within the check. A side of
// an assignment the caller may not read now (policy.ts) is only "A submission from another course": no e-mail,
// no pseudonym, and (in the pair view) no code.

export type SideLabeler = (submissionId: number) => SimilaritySubmission;

export async function loadSideLabeler(db: Executor, access: CheckAccess, userId: number, submissionIds: number[]): Promise<SideLabeler> {
  const { assignment, course, check, readable } = access;
  const found = await selectSubmissionPeople(db, [...new Set(submissionIds)]);
  // The students of sides the caller may not read are dropped here, before anything names them.
  const people = found.filter((row) => readable.has(row.assignmentId));
  const own = people.filter((row) => row.assignmentId === assignment.id);
  const labels = await labelsFor(db, anonymityScope({ ...assignment, assignmentId: assignment.id }), { access: course, userId }, own.flatMap((row) => row.emails));
  const earlier = new Map<number, EarlierAssignmentRow & { named: boolean }>();
  let numbers = new Map<number, number>();
  if (found.some((row) => row.assignmentId !== assignment.id)) {
    for (const row of await selectEarlierAssignments(db, [check.id])) {
      const named = labels === null && readable.has(row.assignmentId) && (!row.anonymousGrading || (await hasRevealed(db, userId, row.assignmentId)));
      earlier.set(row.assignmentId, { ...row, named });
    }
    numbers = new Map((await selectEarlierDocumentOrder(db, check.id, assignment.id)).map((id, index) => [id, index + 1]));
  }
  const byId = new Map(found.map((row) => [row.submissionId, row]));

  return (submissionId) => {
    const row = byId.get(submissionId);
    const from = row ? earlier.get(row.assignmentId) : undefined;
    // Where an earlier offering's side comes from is no secret: the check lists its offerings to all its readers.
    const where = from ? { course: from.course, period: from.period, assignment: from.name } : null;
    if (!row || !readable.has(row.assignmentId)) return { id: submissionId, label: SIMILARITY_TEXTS.otherCourseSide, earlier: where, readable: false };
    const named = (list: string[]) => (list.length > 0 ? list.join(', ') : `Submission ${submissionId}`);
    if (row.assignmentId === assignment.id) {
      return { id: submissionId, label: named(labels ? relabel(row.emails, labels) : row.emails), earlier: null, readable: true };
    }
    const name = from?.named ? named(row.emails) : `Earlier submission ${numbers.get(submissionId) ?? submissionId}`;
    return {
      id: submissionId,
      label: from ? `${name} (${from.course}, ${from.period})` : name,
      earlier: where ?? { course: '', period: '', assignment: '' },
      readable: true,
    };
  };
}
