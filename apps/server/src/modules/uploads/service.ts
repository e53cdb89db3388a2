import type { FastifyRequest } from 'fastify';
import { SUBMISSION_MESSAGES, UPLOAD_MESSAGES, UploadFields, type UploadResult } from '@marginalia/contracts';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors, forbidden } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { loadAssignmentForMember } from '../assignments/policy';
import { assertCourseWritable } from '../courses/policy';
import { recomputeGrades } from '../grades/recompute';
import { notifyClaimReleased, sendUploadReceipt, type NotifyContext } from '../notifications/service';
import { resolveStudents, type Errors } from '../submissions/fields';
import { ensureHistoryRows } from '../submissions/history-queries';
import { findStudentsWithSubmission, insertSubmission, insertSubmissionStudents, updateSubmissionRow } from '../submissions/queries';
import { studentRaceAsFieldError } from '../submissions/service';
import { queueKeyOnRelease } from '../submissions/release';
import { lateDayCharge, type LateDayRules } from './late-days';
import { prepareFiles, type PreparedFile } from '../received-files/prepare';
import { uploadRefused } from '../received-files/refused';
import { insertFiles, lockStudentSubmission, selectSubmissionStudents, storedBytesOf, type UploadTarget } from './queries';
import { receiveUpload } from '../received-files/receive';
import { studentReplaceVerdict } from './replace-rule';
import { queueRunAfterUpload } from '../autograder/runs/on-upload';
import type { Config } from '../../core/config';

// POST /assignments/{id}/upload/: who may upload is settled before the body is read; the files are then read
// and checked in full; only then does one transaction find or create the submission, apply the deadline,
// claim (replace-rule.ts) and late-day rules and the submission's storage quota, and store every file.

export interface Placement {
  assignmentId: number;
  courseId: number;
  course: { sendReleasedSubmissionsToBack: boolean };
}

/** The checked files, and the most their submission may hold in all. */
export interface PreparedUpload {
  prepared: PreparedFile[];
  quotaBytes: number;
}

/**
 * Every upload adds versions and none are dropped, so a submission has a storage quota (current and earlier
 * versions together) that repeated uploads cannot pass. Checked under the submission's row lock.
 */
async function assertWithinQuota(tx: Executor, submissionId: number, prepared: PreparedFile[], quotaBytes: number): Promise<void> {
  const adding = prepared.reduce((sum, file) => sum + Buffer.byteLength(file.code), 0);
  if ((await storedBytesOf(tx, submissionId)) + adding > quotaBytes) throw uploadRefused(UPLOAD_MESSAGES.storageFull(quotaBytes));
}

/** Stores the files in the submission and brings its dates, late days and grade up to date. */
async function storeFiles(tx: Executor, submissionId: number, upload: PreparedUpload, lateDayCreditsUsed: number | null, now: Date, uploaderId: number) {
  const { prepared, quotaBytes } = upload;
  await assertWithinQuota(tx, submissionId, prepared, quotaBytes);
  const rows = await insertFiles(tx, submissionId, prepared);
  await updateSubmissionRow(tx, submissionId, { dateEdited: now, dateUploaded: now, ...(lateDayCreditsUsed === null ? {} : { lateDayCreditsUsed }) });
  await recomputeGrades(tx, [submissionId], { cause: 'files', actorId: uploaderId });
  // Within one upload a later file of the same path and name is the newer version.
  const newest = new Map(rows.map((row) => [`${row.path ?? ''}/${row.name}`, row.id]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    path: row.path,
    extension: row.extension,
    created: row.created.toISOString(),
    size: Number(row.size),
    isCurrent: newest.get(`${row.path ?? ''}/${row.name}`) === row.id,
  }));
}

async function createFor(tx: Executor, place: Placement, studentIds: number[]): Promise<UploadTarget> {
  const row = await insertSubmission(tx, { assignmentId: place.assignmentId });
  await insertSubmissionStudents(tx, row.id, place.assignmentId, studentIds);
  await ensureHistoryRows(tx, row.id);
  return { id: row.id, graderId: null, isFinalized: false, beingRevised: false, lateDayCreditsUsed: 0 };
}

/**
 * Before the due date a new upload takes the submission back from a grader who claimed it early: it waits in the
 * queue again (as when a grader releases it) and the grader is told.
 */
async function releaseClaim(tx: Executor, place: Placement, target: UploadTarget, notify: NotifyContext): Promise<void> {
  const queueOrderKey = await queueKeyOnRelease(tx, place.course, place.assignmentId);
  await updateSubmissionRow(tx, target.id, { graderId: null, queueOrderKey });
  if (target.graderId !== null) await notifyClaimReleased(tx, notify, target.id, target.graderId);
}

const placeOf = (place: Placement) => ({ assignmentId: place.assignmentId, courseId: place.courseId });

/** One event per upload, however many files: the submission, whether the upload made it, and the count of files. */
function recordUpload(tx: Executor, user: AuthUser, place: Placement, submissionId: number, data: { created: boolean; files: number; releasedClaim?: boolean }) {
  const object = { type: 'submission', id: submissionId } as const;
  return recordEvent(tx, user, { type: 'submission.uploaded', courseId: place.courseId, object, data: { assignment: place.assignmentId, ...data } });
}

/** What the student's receipt names: the assignment and course the upload went to. */
interface ReceiptNames {
  assignmentName: string;
  courseName: string;
}

async function uploadAsStudent(
  db: Database,
  place: Placement,
  rules: LateDayRules,
  user: AuthUser,
  upload: PreparedUpload,
  receipt: { notify: NotifyContext; names: ReceiptNames },
): Promise<UploadResult> {
  const attempt = () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const existing = await lockStudentSubmission(tx, place.assignmentId, user.id);
      const verdict = studentReplaceVerdict(existing, rules.uploadDueDate, now);
      if (verdict === 'locked') throw badRequest(UPLOAD_MESSAGES.alreadyGrading);
      if (existing && verdict === 'releasesClaim') await releaseClaim(tx, place, existing, receipt.notify);
      const students = existing ? await selectSubmissionStudents(tx, existing.id) : [{ id: user.id, email: user.email }];
      const charge = await lateDayCharge(tx, rules, { studentIds: students.map((s) => s.id), submissionId: existing?.id ?? null, current: existing?.lateDayCreditsUsed ?? 0 }, now);
      const target = existing ?? (await createFor(tx, place, [user.id]));
      const files = await storeFiles(tx, target.id, upload, charge.lateDayCreditsUsed, now, user.id);
      await queueRunAfterUpload(tx, receipt.notify.config, { ...placeOf(place), submissionId: target.id, uploaderId: user.id, byStudent: true });
      await sendUploadReceipt(tx, receipt.notify, { user, ...receipt.names, at: now, files: upload.prepared });
      const releasedClaim = Boolean(existing) && verdict === 'releasesClaim';
      await recordUpload(tx, user, place, target.id, { created: !existing, files: files.length, releasedClaim });
      return { submission: target.id, students: students.map((s) => s.email), files, lateDayCreditsUsed: charge.charged };
    });
  try {
    return await attempt();
  } catch (error) {
    // The student's own concurrent upload created the submission first: this one joins it.
    if (isUniqueViolation(error, 'submission_students_one_per_assignment')) return attempt();
    throw error;
  }
}

/**
 * A course admin's upload for the named students: one student's existing submission gets the files as new
 * versions; otherwise a new submission is made, which several students may share only if none of them has one.
 */
export async function uploadForStudents(db: Database, config: Config, place: Placement, emails: string[], upload: PreparedUpload, user: AuthUser): Promise<UploadResult> {
  const uploaderId = user.id;
  return studentRaceAsFieldError(db, place, emails, () =>
    db.transaction(async (tx) => {
      const now = new Date();
      const errors: Errors = {};
      const studentIds = await resolveStudents(tx, place.courseId, emails, errors);
      if (Object.keys(errors).length > 0) throw fieldErrors(errors);
      const taken = await findStudentsWithSubmission(tx, place.assignmentId, studentIds);
      if (studentIds.length > 1 && taken.length > 0) throw fieldErrors({ students: taken.map((p) => SUBMISSION_MESSAGES.alreadySubmitted(p.email)) });
      const existing = taken.length === 1 ? await lockStudentSubmission(tx, place.assignmentId, studentIds[0]!) : null;
      const target = existing ?? (await createFor(tx, place, studentIds));
      const files = await storeFiles(tx, target.id, upload, null, now, uploaderId);
      await queueRunAfterUpload(tx, config, { ...placeOf(place), submissionId: target.id, uploaderId, byStudent: false });
      const students = await selectSubmissionStudents(tx, target.id);
      await recordUpload(tx, user, place, target.id, { created: !existing, files: files.length });
      return { submission: target.id, students: students.map((s) => s.email), files, lateDayCreditsUsed: 0 };
    }),
  );
}

/** The `students` field, repeated or as one JSON array; undefined when not sent. */
function studentsOf(values: string[] | undefined): string[] | undefined {
  if (values === undefined) return undefined;
  const students: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (!trimmed.startsWith('[')) {
      students.push(trimmed);
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      parsed = null;
    }
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) throw fieldErrors({ students: ['Give the students as e-mails, repeated or as a JSON array.'] });
    students.push(...parsed);
  }
  return students;
}

function studentsField(students: string[] | undefined): string[] {
  if (students === undefined || students.length === 0) throw fieldErrors({ students: [UPLOAD_MESSAGES.studentsRequired] });
  const parsed = UploadFields.safeParse({ students });
  if (!parsed.success) throw fieldErrors({ students: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
  return parsed.data.students!;
}

/** The storage quota of a submission (every version counted) is the configuration's SUBMISSION_STORAGE_QUOTA_BYTES. */
export async function uploadFiles(
  db: Database,
  notify: NotifyContext,
  request: FastifyRequest,
  assignmentId: number,
  user: AuthUser,
): Promise<UploadResult> {
  const { assignment, course } = await loadAssignmentForMember(db, assignmentId, user);
  const asAdmin = course.isAdmin;
  if (!asAdmin && !course.roles.includes('student')) throw forbidden();
  assertCourseWritable(course.course);
  if (!asAdmin && !assignment.allowStudentUpload) throw badRequest(UPLOAD_MESSAGES.uploadsClosed);
  const received = await receiveUpload(request);
  const emails = asAdmin ? studentsField(studentsOf(received.fields.get('students'))) : [];
  const upload = { prepared: await prepareFiles(received.parts), quotaBytes: notify.config.SUBMISSION_STORAGE_QUOTA_BYTES };
  const place = { assignmentId: assignment.id, courseId: assignment.courseId, course: course.course };
  if (asAdmin) return uploadForStudents(db, notify.config, place, emails, upload, user);
  const rules: LateDayRules = {
    courseId: assignment.courseId,
    uploadDueDate: assignment.uploadDueDate,
    allowLateUploads: assignment.allowLateUploads,
    lateDayCreditsAllowable: course.course.lateDayCreditsAllowable,
  };
  const names = { assignmentName: assignment.name, courseName: course.course.name };
  return uploadAsStudent(db, place, rules, user, upload, { notify, names });
}
