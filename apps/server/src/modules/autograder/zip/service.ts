import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AUTOGRADER_ZIP_MESSAGES, type AutograderZipPatch, type AutograderZipState } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { Config } from '../../../core/config';
import { enqueueJob } from '@marginalia/jobs';
import type { AuthUser } from '../../../http/auth-user';
import { fieldErrors, notFound } from '../../../http/errors';
import { recordEvent } from '../../audit/record';
import { storeBlob } from '../../file-blobs/queries';
import { isZipName, receiveUpload } from '../../received-files/receive';
import { loadAssignmentForTestReader, loadAssignmentForTestWriter } from '../../test-cases/policy';
import { turnOnRunOnUpload } from '../environment/service';
import { AUTOGRADER_BUILD_JOB_KIND, BUILD_MAX_ATTEMPTS, BUILD_PRIORITY } from './build-job-kind';
import { presentZip } from './present';
import { deleteZip, findZip, putZip, updateZipSettings } from './queries';
import { autograderZipFiles } from './zip-files';

// An assignment's autograder zip (docs/AUTOGRADER.md, "Autograder zips"): course admins upload and remove it, the
// course's staff read its state. A new zip is stored and its build queued in one transaction, so an acknowledged
// upload is always built. Uploading one turns on running the tests on every student upload (as Gradescope runs its
// autograder on every submission): without it, nothing would be graded.

interface Ctx {
  db: Database;
  config: Config;
}

export async function getAutograderZip({ db }: Pick<Ctx, 'db'>, assignmentId: number, user: AuthUser): Promise<AutograderZipState> {
  await loadAssignmentForTestReader(db, assignmentId, user);
  const row = await findZip(db, assignmentId);
  return { autograder: row ? presentZip(row) : null };
}

export async function uploadAutograderZip({ db, config }: Ctx, request: FastifyRequest, assignmentId: number, user: AuthUser): Promise<AutograderZipState> {
  const access = await loadAssignmentForTestWriter(db, assignmentId, user);
  const received = await receiveUpload(request);
  const files = received.parts;
  if (files.length !== 1 || !isZipName(files[0]!.relativePath)) throw fieldErrors({ file: [AUTOGRADER_ZIP_MESSAGES.notZip] });
  const zip = files[0]!;
  await autograderZipFiles(zip.bytes);
  const sha256 = createHash('sha256').update(zip.bytes).digest('hex');
  const fileName = zip.relativePath.replace(/\\/g, '/').split('/').pop()!.slice(0, 255);
  const row = await db.transaction(async (tx) => {
    await storeBlob(tx, zip.bytes);
    const stored = await putZip(tx, { assignmentId, fileName, size: zip.bytes.length, sha256, uploadedById: user.id });
    await enqueueJob(tx, {
      kind: AUTOGRADER_BUILD_JOB_KIND,
      payload: { assignmentId, sha256 },
      priority: BUILD_PRIORITY,
      fairnessKey: `course:${access.course.course.id}`,
      maxAttempts: BUILD_MAX_ATTEMPTS,
    });
    const runOnUploadTurnedOn = await turnOnRunOnUpload(tx, config, assignmentId);
    const data = { fileName, size: zip.bytes.length, sha256, runOnUploadTurnedOn };
    await recordEvent(tx, user, { type: 'autograder.zip_uploaded', courseId: access.course.course.id, object: { type: 'assignment', id: assignmentId }, data });
    return stored;
  });
  return { autograder: presentZip(row) };
}

/** The zip's settings (its run time limit); the next run uses them, runs under way keep theirs. */
export async function updateAutograderZip({ db }: Pick<Ctx, 'db'>, assignmentId: number, patch: AutograderZipPatch, user: AuthUser): Promise<AutograderZipState> {
  const { assignment } = await loadAssignmentForTestWriter(db, assignmentId, user);
  const row = await db.transaction(async (tx) => {
    const updated = await updateZipSettings(tx, assignmentId, { runTimeLimitSeconds: patch.timeLimitSeconds });
    if (!updated) throw notFound();
    await recordEvent(tx, user, { type: 'autograder.zip_updated', courseId: assignment.courseId, object: { type: 'assignment', id: assignmentId }, data: { timeLimitSeconds: patch.timeLimitSeconds } });
    return updated;
  });
  return { autograder: presentZip(row) };
}

export async function removeAutograderZip({ db }: Pick<Ctx, 'db'>, assignmentId: number, user: AuthUser): Promise<void> {
  const { assignment } = await loadAssignmentForTestWriter(db, assignmentId, user);
  await db.transaction(async (tx) => {
    if (!(await deleteZip(tx, assignmentId))) throw notFound();
    await recordEvent(tx, user, { type: 'autograder.zip_removed', courseId: assignment.courseId, object: { type: 'assignment', id: assignmentId } });
  });
}
