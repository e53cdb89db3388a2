import type { SubmissionImportFormat } from '@marginalia/contracts';

// Who each file of a "download all submissions" zip belongs to, from the names each LMS gives them
// (docs/LMS-FILES.md):
// - Canvas: one file per entry, "lastfirst_userid_submissionid_original name", with "LATE_" before the user id
//   for a late submission; lastfirst is the student's sortable name in lower case without spaces or punctuation.
// - Moodle: a folder per student and submission plugin, "Full Name_participantid_assignsubmission_file_", holding
//   the files as handed in (older versions put the same prefix on each file name instead of a folder).

export interface EntryOwner {
  /** How the LMS names the student in the entry ("okafornia", "Nia Okafor"). */
  name: string;
  /** Canvas's user id; Moodle's participant id is the assignment's own, so it identifies nobody. */
  lmsId: string | null;
  /** The file's path inside the student's submission. */
  path: string;
}

const CANVAS = /^([^_/]+)_(?:LATE_)?(\d+)_(\d+)_(.+)$/;
const MOODLE_FOLDER = /^(.+)_(\d+)_assign(?:submission|feedback)_[a-z]+_?$/;
const MOODLE_FILE = /^(.+)_(\d+)_assign(?:submission|feedback)_[a-z]+_(.+)$/;

export function ownerOfEntry(format: SubmissionImportFormat, relativePath: string): EntryOwner | null {
  if (format === 'canvas') {
    const match = CANVAS.exec(relativePath);
    return match ? { name: match[1]!, lmsId: match[2]!, path: match[4]! } : null;
  }
  const slash = relativePath.indexOf('/');
  const folder = slash === -1 ? null : MOODLE_FOLDER.exec(relativePath.slice(0, slash));
  if (folder) return { name: folder[1]!, lmsId: null, path: relativePath.slice(slash + 1) };
  const file = MOODLE_FILE.exec(relativePath);
  return file ? { name: file[1]!, lmsId: null, path: file[3]! } : null;
}

/** A name as the zips write it and the roster exports give it, reduced to compare the two. */
export function nameKey(format: SubmissionImportFormat, name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (format === 'moodle') return plain.trim().replace(/\s+/g, ' ');
  // Canvas writes "Okafor, Nia" in its gradebook and "okafornia" in its zips.
  return plain.replace(/[^a-z0-9]/g, '');
}
