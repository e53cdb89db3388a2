import { z } from 'zod';
import {
  AssignmentRunStarted,
  AssignmentTestRuns,
  Environment,
  EnvironmentFile,
  TestRun,
  TestRunBatch,
  type EnvironmentFileRole,
  type EnvironmentUpdate,
} from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { patchNested, postNested, readNested, resourcePath } from './resources';
import { checkShape } from './shape';

// The autograder calls of the admin console's Tests tab (docs/API.md): an assignment's environment, its helper
// and solution files, and the runs of every submission or of the reference solution.

export const autograderQueryKeys = {
  environment: (assignmentId: number) => ['autograder', assignmentId, 'environment'] as const,
  runs: (assignmentId: number) => ['autograder', assignmentId, 'runs'] as const,
};

/** GET /assignments/{id}/environment/ — the defaults (id null) until it is first changed. */
export function fetchEnvironment(assignmentId: number): Promise<Environment> {
  return readNested('assignments', assignmentId, 'environment', Environment);
}

/** PATCH /assignments/{id}/environment/ — only the fields given change; a limit over its cap is a 400 under `limits`. */
export function updateEnvironment(assignmentId: number, changes: EnvironmentUpdate, options?: CallOptions): Promise<Environment> {
  return patchNested('assignments', assignmentId, 'environment', changes, Environment, options);
}

function environmentFilesPath(assignmentId: number): string {
  return `${resourcePath('assignments', assignmentId, 'environment')}files/`;
}

/**
 * POST /assignments/{id}/environment/files/ as multipart/form-data: each file under `file` (a zip is unpacked by
 * the server) and the role they take. A file with the same path and role replaces the one there.
 */
export async function uploadEnvironmentFiles(
  assignmentId: number,
  files: readonly File[],
  role: EnvironmentFileRole,
  options?: CallOptions,
): Promise<EnvironmentFile[]> {
  const form = new FormData();
  form.append('role', role);
  for (const file of files) form.append('file', file, file.name);
  const path = environmentFilesPath(assignmentId);
  const response = await sendExpecting('POST', path, 201, { ...options, body: form });
  return checkShape(z.array(EnvironmentFile), response.body, `POST ${path}`);
}

/** DELETE /assignments/{id}/environment/files/{fileId}/ */
export async function deleteEnvironmentFile(assignmentId: number, fileId: number, options?: CallOptions): Promise<void> {
  await sendExpecting('DELETE', `${environmentFilesPath(assignmentId)}${encodeURIComponent(String(fileId))}/`, 204, options);
}

/** GET /assignments/{id}/testRuns/ — the newest batch with its progress, the newest solution run, each submission's newest run. */
export function fetchAssignmentTestRuns(assignmentId: number): Promise<AssignmentTestRuns> {
  return readNested('assignments', assignmentId, 'testRuns', AssignmentTestRuns);
}

/** POST /assignments/{id}/runTests/ — every submission, or the reference solution; the runs are queued (202). */
export async function runAssignmentTests(assignmentId: number, target: 'submissions' | 'solution', options?: CallOptions): Promise<AssignmentRunStarted> {
  const path = resourcePath('assignments', assignmentId, 'runTests');
  const response = await sendExpecting('POST', path, 202, { ...options, body: { target } });
  return checkShape(AssignmentRunStarted, response.body, `POST ${path}`);
}

/** POST /testRuns/{id}/cancel/ — a queued run ends at once; a running one is asked to stop. */
export function cancelTestRun(runId: number, options?: CallOptions): Promise<TestRun> {
  return postNested('testRuns', runId, 'cancel', {}, TestRun, options);
}

/** POST /testRunBatches/{id}/cancel/ — the batch's queued runs end, running ones are asked to stop. */
export function cancelTestRunBatch(batchId: number, options?: CallOptions): Promise<TestRunBatch> {
  return postNested('testRunBatches', batchId, 'cancel', {}, TestRunBatch, options);
}
