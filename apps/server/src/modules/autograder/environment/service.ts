import type { FastifyRequest } from 'fastify';
import {
  EnvironmentFileUploadFields,
  type AuditEventType,
  type Environment,
  type EnvironmentFile,
  type EnvironmentUpdate,
} from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { Config } from '../../../core/config';
import type { AuthUser } from '../../../http/auth-user';
import { fieldErrors, notFound } from '../../../http/errors';
import { storeBlobs, selectBlobBytes } from '../../file-blobs/queries';
import { recordEvent, type AuditEvent } from '../../audit/record';
import { prepareFiles } from '../../received-files/prepare';
import { receiveUpload } from '../../received-files/receive';
import { loadAssignmentForTestReader, loadAssignmentForTestWriter } from '../../test-cases/policy';
import { defaultLimits, assertWithinCaps, limitCaps } from './limits';
import { deleteEnvironmentFile, ensureEnvironment, findEnvironment, findEnvironmentFile, putEnvironmentFile, selectEnvironmentFiles, updateEnvironmentRow, type EnvironmentFileRow } from './queries';
import { settingsOf, storedLimits } from './settings';

// An assignment's autograder environment (docs/AUTOGRADER.md): staff read it, its admins change it, as they do its
// tests (test-cases/policy.ts). The row is made on the first change; until then the defaults apply. Helper and
// solution files are received like students' uploads (received-files/: sizes, zips, safe paths) and stored as
// content-addressed blobs; students never reach them.

type Ctx = { db: Database; config: Config };

function presentFile(row: EnvironmentFileRow): EnvironmentFile {
  return { id: row.id, path: row.path, role: row.role, size: row.size, created: row.createdAt.toISOString() };
}

async function present(db: Executor, config: Config, assignmentId: number): Promise<Environment> {
  const row = await findEnvironment(db, assignmentId);
  const settings = settingsOf(row, config);
  const files = row ? await selectEnvironmentFiles(db, row.id) : [];
  return {
    id: settings.environmentId,
    assignment: assignmentId,
    language: settings.language,
    buildCommand: settings.buildCommand,
    limits: row ? storedLimits(row) : settings.limits,
    limitCaps: limitCaps(config),
    runOnUpload: settings.runOnUpload,
    maxStudentTestRuns: settings.maxStudentTestRuns,
    nudgeLimit: settings.nudgeLimit,
    testsAsTextFile: settings.testsAsTextFile,
    files: files.map(presentFile),
  };
}

function ensureFor(db: Executor, config: Config, assignmentId: number) {
  return ensureEnvironment(db, { assignmentId, ...defaultLimits(config) });
}

export async function getEnvironment({ db, config }: Ctx, assignmentId: number, user: AuthUser): Promise<Environment> {
  await loadAssignmentForTestReader(db, assignmentId, user);
  return present(db, config, assignmentId);
}

/** The event of a change to the assignment's environment: about the assignment, in its course. */
function environmentEvent(assignment: { id: number; courseId: number }, type: AuditEventType, data: Record<string, unknown>): AuditEvent {
  return { type, courseId: assignment.courseId, object: { type: 'assignment', id: assignment.id }, data };
}

/** Paths named in an event at most. */
const PATHS_RECORDED = 100;

export async function updateEnvironment({ db, config }: Ctx, assignmentId: number, user: AuthUser, input: EnvironmentUpdate): Promise<Environment> {
  const { assignment } = await loadAssignmentForTestWriter(db, assignmentId, user);
  const { limits, ...fields } = input;
  if (limits) assertWithinCaps(limits, limitCaps(config));
  return db.transaction(async (tx) => {
    const environment = await ensureFor(tx, config, assignmentId);
    await updateEnvironmentRow(tx, environment.id, { ...fields, ...limits });
    const data = { fields: Object.keys(input), ...(limits ? { limits: Object.keys(limits) } : {}) };
    await recordEvent(tx, user, environmentEvent(assignment, 'autograder.environment_updated', data));
    return present(tx, config, assignmentId);
  });
}

/**
 * Runs on every upload from now on (an autograder zip's upload turns it on, as Gradescope grades every upload).
 * True when it was off. In the caller's transaction.
 */
export async function turnOnRunOnUpload(tx: Executor, config: Config, assignmentId: number): Promise<boolean> {
  const environment = await ensureFor(tx, config, assignmentId);
  if (environment.runOnUpload) return false;
  await updateEnvironmentRow(tx, environment.id, { runOnUpload: true });
  return true;
}

export async function listEnvironmentFiles({ db }: Ctx, assignmentId: number, user: AuthUser): Promise<EnvironmentFile[]> {
  await loadAssignmentForTestReader(db, assignmentId, user);
  const environment = await findEnvironment(db, assignmentId);
  return environment ? (await selectEnvironmentFiles(db, environment.id)).map(presentFile) : [];
}

/** Stores the request's files (zips unpacked) with the role its `role` field names; all or nothing. */
export async function uploadEnvironmentFiles({ db, config }: Ctx, request: FastifyRequest, assignmentId: number, user: AuthUser): Promise<EnvironmentFile[]> {
  const { assignment } = await loadAssignmentForTestWriter(db, assignmentId, user);
  const received = await receiveUpload(request);
  const fields = EnvironmentFileUploadFields.safeParse({ role: received.fields.get('role')?.[0] });
  if (!fields.success) throw fieldErrors({ role: ['Choose helper or solution.'] });
  const prepared = await prepareFiles(received.parts);
  const paths = prepared.map((file) => (file.path ? `${file.path}/${file.name}` : file.name));
  const hashes = await storeBlobs(db, prepared.map((file) => file.bytes));
  return db.transaction(async (tx) => {
    const environment = await ensureFor(tx, config, assignmentId);
    const stored: EnvironmentFile[] = [];
    for (const [index, file] of prepared.entries()) {
      const row = await putEnvironmentFile(tx, { environmentId: environment.id, path: paths[index]!, role: fields.data.role, blobSha256: hashes[index]!, size: file.bytes.length });
      stored.push(presentFile(row));
    }
    const data = { role: fields.data.role, count: stored.length, paths: paths.slice(0, PATHS_RECORDED) };
    await recordEvent(tx, user, environmentEvent(assignment, 'autograder.helper_file_added', data));
    return stored;
  });
}

async function loadFile(db: Executor, assignmentId: number, fileId: number): Promise<EnvironmentFileRow> {
  const environment = await findEnvironment(db, assignmentId);
  const file = environment ? await findEnvironmentFile(db, environment.id, fileId) : null;
  if (!file) throw notFound();
  return file;
}

export async function removeEnvironmentFile({ db }: Ctx, assignmentId: number, fileId: number, user: AuthUser): Promise<void> {
  const { assignment } = await loadAssignmentForTestWriter(db, assignmentId, user);
  await db.transaction(async (tx) => {
    const file = await loadFile(tx, assignmentId, fileId);
    if (!(await deleteEnvironmentFile(tx, fileId))) throw notFound();
    await recordEvent(tx, user, environmentEvent(assignment, 'autograder.helper_file_removed', { fileId, path: file.path, role: file.role }));
  });
}

export async function downloadEnvironmentFile({ db }: Ctx, assignmentId: number, fileId: number, user: AuthUser): Promise<{ name: string; bytes: Buffer }> {
  await loadAssignmentForTestReader(db, assignmentId, user);
  const file = await loadFile(db, assignmentId, fileId);
  const bytes = (await selectBlobBytes(db, [file.blobSha256])).get(file.blobSha256);
  if (!bytes) throw notFound();
  return { name: file.path.split('/').pop() ?? file.path, bytes };
}
