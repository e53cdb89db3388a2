import { SubmissionImportResult, type SubmissionImportFormat } from '@marginalia/contracts';
import { checkShape } from './shape';
import { sendExpecting, type CallOptions } from './expectStatus';
import { resourcePath } from './resources';

/**
 * POST /assignments/{id}/importSubmissions/ as multipart/form-data: an LMS's "download all submissions" zip and
 * that LMS's roster export, both under `files`; with dryRun nothing is stored (docs/LMS-FILES.md).
 */
export async function importLmsSubmissions(
  assignmentId: number,
  request: { format: SubmissionImportFormat; zip: File; roster: File; dryRun: boolean },
  options?: CallOptions,
): Promise<SubmissionImportResult> {
  const form = new FormData();
  form.append('format', request.format);
  if (request.dryRun) form.append('dryRun', 'true');
  form.append('files', request.roster, request.roster.name);
  form.append('files', request.zip, request.zip.name);
  const path = resourcePath('assignments', assignmentId, 'importSubmissions');
  const response = await sendExpecting('POST', path, 200, { ...options, body: form });
  return checkShape(SubmissionImportResult, response.body, `POST ${path}`);
}
