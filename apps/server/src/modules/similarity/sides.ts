import type { SimilaritySubmission } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { hasRevealed } from '../anonymity/queries';
import { relabel } from '../anonymity/labels';
import type { AssignmentAccess } from '../assignments/policy';
import { labelsFor } from '../submissions/anonymous';
import { anonymityScope } from '../submissions/service';
import { selectEarlierAssignments, selectEarlierDocumentOrder, selectSubmissionPeople, type EarlierAssignmentRow } from './queries';

// The two sides of a pair, named as the caller may see them. Submissions of the check's assignment are named as
// every other staff answer names them: the students' e-mails, partners joined, or pseudonyms under anonymous
// grading until the caller revealed names (anonymity/reveal.ts, through labelsFor). An earlier offering's
// submission carries where it comes from, and is named only when the caller sees this assignment's students by
// name and that assignment's too; otherwise it is "Earlier submission <n>", numbered within the check.

export type SideLabeler = (submissionId: number) => SimilaritySubmission;

export async function loadSideLabeler(db: Executor, access: AssignmentAccess & { check: { id: number } }, userId: number, submissionIds: number[]): Promise<SideLabeler> {
  const { assignment, course, check } = access;
  const people = await selectSubmissionPeople(db, [...new Set(submissionIds)]);
  const own = people.filter((row) => row.assignmentId === assignment.id);
  const labels = await labelsFor(db, anonymityScope({ ...assignment, assignmentId: assignment.id }), { access: course, userId }, own.flatMap((row) => row.emails));
  const earlierPeople = people.filter((row) => row.assignmentId !== assignment.id);
  const earlier = new Map<number, EarlierAssignmentRow & { named: boolean }>();
  let numbers = new Map<number, number>();
  if (earlierPeople.length > 0) {
    for (const row of await selectEarlierAssignments(db, [check.id])) {
      const named = labels === null && (!row.anonymousGrading || (await hasRevealed(db, userId, row.assignmentId)));
      earlier.set(row.assignmentId, { ...row, named });
    }
    numbers = new Map((await selectEarlierDocumentOrder(db, check.id, assignment.id)).map((id, index) => [id, index + 1]));
  }
  const byId = new Map(people.map((row) => [row.submissionId, row]));

  return (submissionId) => {
    const row = byId.get(submissionId);
    const emails = row?.emails ?? [];
    const named = (list: string[]) => (list.length > 0 ? list.join(', ') : `Submission ${submissionId}`);
    if (!row || row.assignmentId === assignment.id) {
      return { id: submissionId, label: named(labels ? relabel(emails, labels) : emails), earlier: null };
    }
    const from = earlier.get(row.assignmentId);
    const where = from ? { course: from.course, period: from.period, assignment: from.name } : { course: '', period: '', assignment: '' };
    const name = from?.named ? named(emails) : `Earlier submission ${numbers.get(submissionId) ?? submissionId}`;
    return { id: submissionId, label: from ? `${name} (${from.course}, ${from.period})` : name, earlier: where };
  };
}
