import type { RosterRole } from '@marginalia/contracts';
import { parseRosterFile, type ParsedRoster } from '../csv/parseRosterFile';
import { readFileText } from '../../../../files/readFileText';

export const MAX_ROSTER_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROSTER_ROWS = 20_000;

export type ReadOutcome = { ok: true; parsed: ParsedRoster } | { ok: false; error: string };

/** Spreadsheet files are zip archives (PK...) or older binary formats; both contain bytes no CSV has. */
function looksBinary(text: string): boolean {
  return text.startsWith('PK') || text.includes('\u0000');
}

/** Reads a roster from a chosen file's text or pasted text, with a message for input that cannot be one. */
export function readRosterText(text: string, defaultRole: RosterRole): ReadOutcome {
  if (looksBinary(text)) {
    return { ok: false, error: 'This is not a CSV file. In your spreadsheet program, save the roster as CSV and choose that file.' };
  }
  const parsed = parseRosterFile(text, defaultRole);
  if (parsed.rows.length === 0) return { ok: false, error: 'There are no rows to import.' };
  if (parsed.rows.length > MAX_ROSTER_ROWS) {
    return { ok: false, error: `At most ${MAX_ROSTER_ROWS.toLocaleString('en-US')} rows can be imported at once; this has ${parsed.rows.length.toLocaleString('en-US')}.` };
  }
  return { ok: true, parsed };
}

export async function readRosterFile(file: File, defaultRole: RosterRole): Promise<ReadOutcome> {
  if (file.size > MAX_ROSTER_FILE_BYTES) return { ok: false, error: 'The file is larger than 5 MB; a roster CSV is much smaller.' };
  return readRosterText(await readFileText(file), defaultRole);
}
