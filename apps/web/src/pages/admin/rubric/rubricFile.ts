import { RubricTransfer, type RubricTransferParsed } from '@marginalia/contracts';
import { saveBlob } from '../../../api/exports';
import { readFileText } from '../../../files/readFileText';

// Rubric files: what Export downloads and Import reads — the JSON of /rubric/export/.

/** Larger than any real rubric (500 categories of 1,000 comments are the server's limits, rarely near). */
export const MAX_RUBRIC_FILE_BYTES = 10 * 1024 * 1024;

export type RubricFileOutcome =
  | { ok: true; body: unknown; rubric: RubricTransferParsed }
  | { ok: false; error: string; details?: string[] };

/** Parses a rubric file's text and checks its shape here, so that the preview shows what will be imported. */
export function readRubricText(text: string): RubricFileOutcome {
  let body: unknown;
  try {
    // A byte-order mark is not JSON, but editors on some systems add one.
    body = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'This is not a rubric file: it is not valid JSON. Choose a file made with Export.' };
  }
  const parsed = RubricTransfer.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      error: 'This file does not look like a rubric. Choose a file made with Export.',
      details: parsed.error.issues.slice(0, 10).map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`),
    };
  }
  return { ok: true, body, rubric: parsed.data };
}

export async function readRubricFile(file: File): Promise<RubricFileOutcome> {
  if (file.size > MAX_RUBRIC_FILE_BYTES) return { ok: false, error: 'This file is too large to be a rubric (over 10 MB).' };
  try {
    return readRubricText(await readFileText(file));
  } catch {
    return { ok: false, error: 'The file could not be read. Choose it again.' };
  }
}

/** Offers JSON as a download (no byte-order mark: JSON parsers may refuse one). */
export function downloadJson(value: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }), fileName);
}

/** "Lab 1" -> "Lab 1 rubric.json", without characters file systems refuse. */
export function rubricFileName(assignmentName: string): string {
  const safe = [...assignmentName].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('');
  return `${safe.trim() || 'assignment'} rubric.json`;
}
