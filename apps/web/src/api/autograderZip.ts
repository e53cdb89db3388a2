import { AutograderZipState, type AutograderZipPatch } from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { resourcePath } from './resources';
import { checkShape } from './shape';

// An assignment's Gradescope-format autograder zip (docs/AUTOGRADER.md): its build state and log, a new zip, and
// its removal. The uploaded zip is built in the background; the Tests tab reads the state again while it builds.

export const autograderZipQueryKey = (assignmentId: number) => ['autograder', assignmentId, 'zip'] as const;

const zipPath = (assignmentId: number) => resourcePath('assignments', assignmentId, 'autograder');

/** GET /assignments/{id}/autograder/ — `{ autograder: null }` when the assignment has none. */
export async function fetchAutograderZip(assignmentId: number, options?: CallOptions): Promise<AutograderZipState> {
  const path = zipPath(assignmentId);
  const response = await sendExpecting('GET', path, 200, options);
  return checkShape(AutograderZipState, response.body, `GET ${path}`);
}

/** POST /assignments/{id}/autograder/ as multipart/form-data, the zip under `file`: it replaces the old one and is built. */
export async function uploadAutograderZip(assignmentId: number, file: File, options?: CallOptions): Promise<AutograderZipState> {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = zipPath(assignmentId);
  // The build happens after the answer: the server may call that created (201) or accepted (202).
  const response = await sendExpecting('POST', path, [200, 201, 202], { ...options, body: form });
  return checkShape(AutograderZipState, response.body, `POST ${path}`);
}

/** PATCH /assignments/{id}/autograder/ — the zip's settings (its runs' time limit). */
export async function updateAutograderZip(assignmentId: number, patch: AutograderZipPatch, options?: CallOptions): Promise<AutograderZipState> {
  const path = zipPath(assignmentId);
  const response = await sendExpecting('PATCH', path, 200, { ...options, body: patch });
  return checkShape(AutograderZipState, response.body, `PATCH ${path}`);
}

/** DELETE /assignments/{id}/autograder/ — the assignment's own tests run again. */
export async function deleteAutograderZip(assignmentId: number, options?: CallOptions): Promise<AutograderZipState> {
  const path = zipPath(assignmentId);
  const response = await sendExpecting('DELETE', path, [200, 204], options);
  return response.status === 204 ? { autograder: null } : checkShape(AutograderZipState, response.body, `DELETE ${path}`);
}
