import { LMS_NAMES, LMS_ROSTER_FORMATS, type RosterImportFormat, type RosterImportResult } from '@marginalia/contracts';
import { importRoster } from '../../../../api/roster';
import { serverMessages } from '../../../../api/serverMessages';
import type { ParsedRoster } from '../csv/parseRosterFile';
import { ROLE_NOUNS } from '../roleNames';
import { MAX_ROSTER_FILE_BYTES, type ReadOutcome } from './readRosterSource';

// An LMS roster export is read by the server (docs/LMS-FILES.md): the browser only decodes the file's text
// and turns the server's first reading into the rows the preview step edits and re-checks as usual.

export const FORMAT_OPTIONS: Array<{ value: RosterImportFormat; label: string }> = [
  { value: 'csv', label: 'Marginalia CSV (email, role, section)' },
  { value: 'lms', label: 'LMS export (recognise which one)' },
  ...LMS_ROSTER_FORMATS.map((format) => ({ value: format, label: `${LMS_NAMES[format]} export` })),
];

/** Which export to download in each LMS, shown under the format. */
export const FORMAT_HELP: Record<Exclude<RosterImportFormat, 'csv'>, string> = {
  lms: 'A Canvas, Moodle, Blackboard or Brightspace export, recognised from its first row.',
  canvas: 'Canvas: Grades, Export, Export Entire Gradebook (students with their SIS login and section).',
  moodle: 'Moodle: Participants, select all, Download table data as CSV (e-mail, roles and groups).',
  blackboard: 'Blackboard: Grade Center, Work Offline, Download (usernames; rows need e-mail usernames).',
  brightspace: 'Brightspace: Grades, Export, with Email (and Section Membership) ticked under User Details.',
};

/**
 * The text of an export as its byte order mark says: Blackboard's offline grade file is UTF-16, the others
 * UTF-8 with or without a mark.
 */
export function decodeExport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

function readFileBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** The server's reading as editable rows; what reading found wrong stays on the row until it is edited. */
export function parsedFromReading(result: RosterImportResult): ParsedRoster {
  return {
    headerSkipped: true,
    rows: result.rows.map((row, index) => ({
      line: row.line ?? index + 2,
      email: row.email,
      role: row.role ? ROLE_NOUNS[row.role] : '',
      section: row.section ?? '',
      errors: row.problems ?? [],
    })),
  };
}

/** Sends the export's text for a first reading (a dry run: nothing changes). */
export async function readLmsExport(courseId: number, format: Exclude<RosterImportFormat, 'csv'>, source: File | string, replace: boolean): Promise<ReadOutcome> {
  if (typeof source !== 'string' && source.size > MAX_ROSTER_FILE_BYTES) return { ok: false, error: 'The file is larger than 5 MB; a roster export is much smaller.' };
  const file = typeof source === 'string' ? source : decodeExport(await readFileBytes(source));
  try {
    const result = await importRoster(courseId, { format, file, replace, dryRun: true }, { quiet: true });
    return { ok: true, parsed: parsedFromReading(result) };
  } catch (error) {
    return { ok: false, error: serverMessages(error).join(' ') };
  }
}
