import { createHash, randomBytes } from 'node:crypto';
import { API_ERRORS, SUBMISSION_ACTION_MESSAGES, type PartnerInvite, type PartnerLink, type PartnerLinkCheck, type PartnerLinkJoin, type PartnerRemoval, type Submission } from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { findActiveCourseMembers } from '../courses/queries';
import { insertPartnerChange } from '../grades/history-queries';
import { recomputeGrades } from '../grades/recompute';
import { partnerChangeRefusal } from '../review/permissions';
import { lockNotFinalized } from '../submissions/finalized-lock';
import { ensureHistoryRows } from '../submissions/history-queries';
import { findStudentsWithSubmission, insertSubmissionStudents } from '../submissions/queries';
import { anonymityScope, present, presentToStaff } from '../submissions/service';
import { lateDaysUsedElsewhere, lockLateDayLedgers, selectSubmissionStudents } from '../uploads/queries';
import { loadSubmissionForPartners } from './policy';
import { deletePartnerTokens, deleteSubmissionStudent, findPartnerTarget, insertPartnerToken, partnerTokenIsValid } from './queries';

// Partner links (docs/PRODUCT.md §7): a student of a submission makes a link; another student of the course opens it,
// sees who is on the submission, and joins. Only a hash of the token is stored; it lasts a week, and a new
// link replaces the old one. A wrong, old or expired token and an unknown submission get the same answer, so
// that the endpoint tells nothing about which submissions exist.
//
// Nobody gains or sheds a grade by changing partners: students' partner changes are refused on finalized work
// and after the due date unless the assignment accepts late uploads (partnerChangeRefusal). The finalized check
// is repeated under the submission's row lock inside the change's transaction (finalized-lock.ts), so a change
// racing a finalize cannot slip in; there, work reopened after its students were shown a grade is refused too.
// Every change is kept in the grade history with the student it was about, and in the audit trail.

export const PARTNER_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Only this is stored: a database reader cannot use the links it finds. */
export const hashPartnerToken = (token: string) => createHash('sha256').update(token).digest('hex');
const hashToken = hashPartnerToken;
const invalidLink = () => badRequest(SUBMISSION_ACTION_MESSAGES.invalidPartnerLink);
/** Under the submission's row lock: refused on finalized work, and on work whose grade its students have been shown. */
const lockGraded = (tx: Executor, submissionId: number) => lockNotFinalized(tx, submissionId, SUBMISSION_ACTION_MESSAGES.partnersFinalized, { orShown: true });

export async function generatePartnerLink(db: Database, submissionId: number, user: AuthUser): Promise<PartnerLink> {
  const { submission } = await loadSubmissionForPartners(db, submissionId, user, false);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await lockGraded(tx, submissionId);
    await deletePartnerTokens(tx, submissionId);
    await insertPartnerChange(tx, { submissionId, cause: 'partner_link', actorId: user.id, studentId: null });
    await insertPartnerToken(tx, submissionId, hashToken(token), new Date(Date.now() + PARTNER_LINK_LIFETIME_MS));
    // The token itself is never recorded: whoever reads the trail could join with it.
    await recordEvent(tx, user, { type: 'partner.link_created', courseId: submission.courseId, object: { type: 'submission', id: submissionId } });
  });
  return { token };
}

/**
 * The submission the token opens, or the one invalid-link answer. A good link to work that can no longer take a
 * partner (finalized, past its due date) says why, to whoever holds the link.
 */
async function findLinkedSubmission(db: Executor, submissionId: number, token: string) {
  const target = await findPartnerTarget(db, submissionId);
  const now = new Date();
  if (!target || !(await partnerTokenIsValid(db, submissionId, hashToken(token), now))) throw invalidLink();
  const refusal = partnerChangeRefusal(target, target, now);
  if (refusal) throw badRequest(refusal);
  return target;
}

type PartnerTarget = NonNullable<Awaited<ReturnType<typeof findPartnerTarget>>>;

/**
 * The late days a submission used are every one of its students' (the ledger counts them per student): a student
 * joining it needs that many credits left, or joining would be a way round the course's limit.
 */
async function assertLateDaysForJoiner(tx: Executor, target: PartnerTarget, studentId: number): Promise<void> {
  if (target.lateDayCreditsAllowable === null || target.lateDayCreditsUsed === 0) return;
  await lockLateDayLedgers(tx, target.courseId, [studentId]);
  const used = (await lateDaysUsedElsewhere(tx, target.courseId, [studentId], target.id)).get(studentId) ?? 0;
  if (used + target.lateDayCreditsUsed > target.lateDayCreditsAllowable) throw badRequest(SUBMISSION_ACTION_MESSAGES.partnerLateDays);
}

export async function checkPartnerLink(db: Executor, submissionId: number, input: PartnerLinkCheck): Promise<PartnerInvite> {
  const target = await findLinkedSubmission(db, submissionId, input.token);
  return { students: target.students, assignment: target.assignmentName };
}

/** The caller joins the submission: an active student of its course without a submission of their own for the assignment. */
export async function joinWithPartnerLink(db: Database, submissionId: number, user: AuthUser, input: PartnerLinkJoin): Promise<Submission> {
  if (input.sid !== undefined && input.sid !== submissionId) throw invalidLink();
  const target = await findLinkedSubmission(db, submissionId, input.token);
  const [member] = await findActiveCourseMembers(db, target.courseId, [user.email], ['student']);
  if (!member) throw forbidden();
  if (target.archived) throw badRequest(API_ERRORS.courseArchived);
  if (target.studentIds.includes(user.id)) throw badRequest(SUBMISSION_ACTION_MESSAGES.alreadyOnSubmission);
  // Any submission of theirs, even one without files, would have to be merged by staff: refused alike.
  const hasOther = async () => (await findStudentsWithSubmission(db, target.assignmentId, [user.id], submissionId)).length > 0;
  if (await hasOther()) throw badRequest(SUBMISSION_ACTION_MESSAGES.hasOtherSubmission);
  try {
    await db.transaction(async (tx) => {
      await lockGraded(tx, submissionId);
      await assertLateDaysForJoiner(tx, target, user.id);
      await insertSubmissionStudents(tx, submissionId, target.assignmentId, [user.id]);
      await ensureHistoryRows(tx, submissionId);
      await recomputeGrades(tx, [submissionId], { cause: 'students', actorId: user.id });
      await insertPartnerChange(tx, { submissionId, cause: 'partner_joined', actorId: user.id, studentId: user.id });
      const object = { type: 'submission', id: submissionId } as const;
      await recordEvent(tx, user, { type: 'partner.joined', courseId: target.courseId, targetUserId: user.id, object });
    });
  } catch (error) {
    // Their own upload (or another link) made them a submission meanwhile.
    if (isUniqueViolation(error, 'submission_students_one_per_assignment')) throw badRequest(SUBMISSION_ACTION_MESSAGES.hasOtherSubmission);
    throw error;
  }
  return present(db, submissionId, target);
}

/**
 * A student of the submission removes a partner (or leaves) while partners may change; admins may remove anyone,
 * finalized work included. Never the last student.
 */
export async function removePartner(db: Database, submissionId: number, user: AuthUser, input: PartnerRemoval): Promise<Submission> {
  const access = await loadSubmissionForPartners(db, submissionId, user, true);
  const email = input.email.toLowerCase();
  await db.transaction(async (tx) => {
    if (access.asStudent) await lockGraded(tx, submissionId);
    const students = await selectSubmissionStudents(tx, submissionId);
    const leaving = students.find((student) => student.email.toLowerCase() === email);
    if (!leaving) throw badRequest(SUBMISSION_ACTION_MESSAGES.notOnSubmission(input.email));
    if (students.length === 1) throw badRequest(SUBMISSION_ACTION_MESSAGES.lastStudent);
    await deleteSubmissionStudent(tx, submissionId, leaving.id);
    await recomputeGrades(tx, [submissionId], { cause: 'students', actorId: user.id });
    const left = leaving.id === user.id;
    await insertPartnerChange(tx, { submissionId, cause: left ? 'partner_left' : 'partner_removed', actorId: user.id, studentId: leaving.id });
    await recordEvent(tx, user, {
      type: 'partner.removed',
      courseId: access.submission.courseId,
      targetUserId: leaving.id,
      object: { type: 'submission', id: submissionId },
      data: { email: leaving.email, left },
    });
  });
  if (access.asStudent) return present(db, submissionId, access.submission);
  return presentToStaff(db, submissionId, anonymityScope(access.submission), { access: access.course, userId: user.id });
}
