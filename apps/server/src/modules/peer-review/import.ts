import { and, eq, inArray, sql } from 'drizzle-orm';
import { PEER_REVIEW_MESSAGES, type PeerReviewImport, type PeerReviewImportResult } from '@marginalia/contracts';
import { courseMemberships, submissions, submissionStudents, users, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest, HttpError } from '../../http/errors';
import { loadAssignmentForAdminWrite } from '../assignments/policy';
import { recordEvent } from '../audit/record';
import { deleteReviews, insertReviews, lockStage, reviewsOfAssignment } from './queries';
import { stageState } from './stage-state';

// Uploading the allocation (docs/PEER-REVIEW.md, "Editing the allocation"): a course admin's file of (reviewer,
// submission) rows is the allocation wanted for the reviews not begun. Begun and submitted reviews stay whatever the
// file says; reviews not begun that the file leaves out are removed; its new pairs are added. Every row is checked by
// the allocation's rules first; one bad row refuses the whole file (400 listing every bad row) and changes nothing.
// A preview answers the same without writing.

type Row = PeerReviewImport['rows'][number];

async function activeStudents(tx: Executor, courseId: number, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(courseMemberships, and(eq(courseMemberships.userId, users.id), eq(courseMemberships.courseId, courseId)))
    .where(and(sql`lower(${users.email}) = any(${sql.param(emails)}::text[])`, eq(courseMemberships.role, 'student'), eq(courseMemberships.isActive, true)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}

async function submissionAuthors(tx: Executor, assignmentId: number, ids: number[]): Promise<Map<number, Set<number>>> {
  if (ids.length === 0) return new Map();
  const found = await tx.select({ id: submissions.id }).from(submissions).where(and(eq(submissions.assignmentId, assignmentId), inArray(submissions.id, ids)));
  const authors = new Map(found.map((row) => [row.id, new Set<number>()]));
  const rows = await tx.select({ submissionId: submissionStudents.submissionId, studentId: submissionStudents.studentId }).from(submissionStudents).where(inArray(submissionStudents.submissionId, [...authors.keys()]));
  for (const row of rows) authors.get(row.submissionId)?.add(row.studentId);
  return authors;
}

export async function importAllocation(db: Database, assignmentId: number, input: PeerReviewImport, user: AuthUser): Promise<PeerReviewImportResult> {
  return db.transaction(async (tx) => {
    const { course } = await loadAssignmentForAdminWrite(tx, assignmentId, user);
    const stage = await lockStage(tx, assignmentId);
    if (stageState(stage) !== 'open') throw badRequest(PEER_REVIEW_MESSAGES.importNotOpen);
    const emails = [...new Set(input.rows.map((row) => row.reviewer.toLowerCase()))];
    const [students, authors, current] = await Promise.all([
      activeStudents(tx, course.course.id, emails),
      submissionAuthors(tx, assignmentId, [...new Set(input.rows.map((row) => row.submission))]),
      reviewsOfAssignment(tx, assignmentId),
    ]);
    const errors: PeerReviewImportResult['errors'] = [];
    const wanted = new Map<string, { reviewer: number; submission: number; email: string }>();
    const firstRow = new Map<string, number>();
    input.rows.forEach((row: Row, index) => {
      const number = index + 1;
      const reviewer = students.get(row.reviewer.toLowerCase());
      if (reviewer === undefined) return void errors.push({ row: number, field: 'reviewer', message: PEER_REVIEW_MESSAGES.notAStudent });
      const onIt = authors.get(row.submission);
      if (!onIt) return void errors.push({ row: number, field: 'submission', message: PEER_REVIEW_MESSAGES.notASubmission });
      if (onIt.has(reviewer)) return void errors.push({ row: number, field: 'submission', message: PEER_REVIEW_MESSAGES.ownSubmission });
      const key = `${reviewer}:${row.submission}`;
      const first = firstRow.get(key);
      if (first !== undefined) return void errors.push({ row: number, field: 'submission', message: PEER_REVIEW_MESSAGES.duplicateRow(first) });
      firstRow.set(key, number);
      wanted.set(key, { reviewer, submission: row.submission, email: row.reviewer.toLowerCase() });
    });
    const begun = current.filter((review) => review.startedAt || review.submittedAt);
    const present = new Set(current.map((review) => `${review.reviewerId}:${review.submissionId}`));
    const removed = current.filter((review) => !review.startedAt && !review.submittedAt && !wanted.has(`${review.reviewerId}:${review.submissionId}`));
    const added = [...wanted].filter(([key]) => !present.has(key)).map(([, pair]) => pair);
    const emailOf = new Map<number, string>([...wanted.values()].map((pair) => [pair.reviewer, pair.email]));
    const missingEmails = removed.filter((review) => !emailOf.has(review.reviewerId)).map((review) => review.reviewerId);
    if (missingEmails.length > 0) {
      for (const row of await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, missingEmails))) emailOf.set(row.id, row.email);
    }
    const result: PeerReviewImportResult = {
      added: added.map((pair) => ({ reviewer: pair.email, submission: pair.submission })),
      removed: removed.map((review) => ({ reviewer: emailOf.get(review.reviewerId) ?? '', submission: review.submissionId })),
      kept: begun.length,
      errors,
      applied: false,
    };
    if (errors.length > 0 && !input.preview) throw new HttpError(400, { ...result });
    if (input.preview) return result;
    await deleteReviews(tx, assignmentId, removed.map((review) => ({ reviewer: review.reviewerId, submission: review.submissionId })));
    await insertReviews(tx, assignmentId, added.map((pair) => ({ reviewer: pair.reviewer, submission: pair.submission })));
    await recordEvent(tx, user, { type: 'peer_review.allocation_changed', courseId: course.course.id, object: { type: 'assignment', id: assignmentId }, data: { added: added.length, removed: removed.length, by: 'upload' } });
    return { ...result, applied: true };
  });
}
