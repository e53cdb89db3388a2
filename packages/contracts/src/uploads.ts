import { z } from 'zod';
import { Email, Id } from './primitives';
import { StudentFile } from './student-console';

// POST /assignments/{id}/upload/ (multipart/form-data) — a student's upload of files, folders or one zip, or a
// course admin's upload on behalf of students. Each file part's filename carries its relative path
// ("src/Main.java"); a part whose name ends in .zip is extracted after the checks below. Uploading a file
// with the same path and name as an existing one adds a new version of it.

export const UPLOAD_LIMITS = {
  /** One file, after extraction. */
  maxFileBytes: 2 * 1024 * 1024,
  /** All files of one upload together, after extraction. */
  maxTotalBytes: 20 * 1024 * 1024,
  /** Files in one upload (zip entries included). */
  maxFiles: 500,
  /** A zip archive as sent. */
  maxZipBytes: 20 * 1024 * 1024,
  /** Entries in one zip archive, directories included. */
  maxZipEntries: 1000,
  /** Uncompressed / compressed size above which an entry is taken for a zip bomb. */
  maxCompressionRatio: 200,
} as const;

/** Longest file name (without its folder) a file may have. */
export const UPLOAD_NAME_MAX_LENGTH = 150;

/** Form fields besides the files: admins name the students (e-mails) the submission belongs to. */
export const UploadFields = z.object({
  students: z.array(Email).min(1).max(50).optional(),
});
export type UploadFields = z.infer<typeof UploadFields>;

export const UploadResult = z.object({
  submission: Id,
  students: z.array(z.string()),
  /** The files stored by this upload. */
  files: z.array(StudentFile),
  /** Late days this upload charged (0 when on time or when the course does not count them). */
  lateDayCreditsUsed: z.number().int().min(0),
});
export type UploadResult = z.infer<typeof UploadResult>;

/**
 * POST /assignments/{id}/importSubmissions/: an LMS's "download all submissions" zip with that LMS's roster export
 * (which ties the names and ids in the zip to e-mails), each matched student's files a new version of their
 * submission (docs/LMS-FILES.md). With dryRun, what would be imported and what not, changing nothing.
 */
export const SUBMISSION_IMPORT_FORMATS = ['canvas', 'moodle'] as const;
export type SubmissionImportFormat = (typeof SUBMISSION_IMPORT_FORMATS)[number];

export const SubmissionImportResult = z.object({
  format: z.enum(SUBMISSION_IMPORT_FORMATS),
  applied: z.boolean(),
  /** One per student found: their files (paths inside their submission) and, once applied, the submission. */
  imported: z.array(z.object({ email: z.string(), name: z.string(), files: z.array(z.string()), submission: Id.nullable() })),
  /** Entries of the zip imported for nobody, with the reason (not named as that LMS names them, nobody matches, ...). */
  unmatched: z.array(z.object({ entry: z.string(), reason: z.string() })),
});
export type SubmissionImportResult = z.infer<typeof SubmissionImportResult>;

export const UPLOAD_MESSAGES = {
  noFiles: 'Choose at least one file to upload.',
  uploadsClosed: 'Uploads are not open for this assignment.',
  pastDue: 'The due date has passed and this assignment does not accept late uploads.',
  notEnoughLateDays: 'You do not have enough late day credits left for this upload.',
  alreadyGrading: 'Your submission is already being graded and can no longer be changed.',
  tooManyFiles: `An upload can hold at most ${UPLOAD_LIMITS.maxFiles} files.`,
  fileTooLarge: (name: string) => `${name} is larger than ${UPLOAD_LIMITS.maxFileBytes / (1024 * 1024)} MB.`,
  zipTooLarge: (name: string) => `${name} is larger than ${UPLOAD_LIMITS.maxZipBytes / (1024 * 1024)} MB, the limit for a zip archive.`,
  totalTooLarge: `An upload can hold at most ${UPLOAD_LIMITS.maxTotalBytes / (1024 * 1024)} MB.`,
  unsafePath: (name: string) => `${name} has a path that leaves its folder.`,
  badZip: (name: string) => `${name} is not a zip archive that can be read.`,
  zipTooManyEntries: (name: string) => `${name} has more than ${UPLOAD_LIMITS.maxZipEntries} entries.`,
  zipBomb: (name: string) => `${name} expands to more than it may.`,
  zipOverlap: (name: string) => `${name} has entries that share their data, which archivers never write; zip the files again.`,
  zipSymlink: (name: string) => `${name} contains a symbolic link, which cannot be uploaded.`,
  zipDuplicateEntry: (zipName: string, path: string) => `${zipName} holds ${path} more than once; zip the files again.`,
  notText: (name: string) => `${name} is not a text file and its kind cannot be stored.`,
  nameTooLong: (name: string) => `${name} has a name longer than ${UPLOAD_NAME_MAX_LENGTH} characters.`,
  studentsRequired: 'Name the students this upload is for.',
  storageFull: (limitBytes: number) =>
    `A submission can hold at most ${Math.round(limitBytes / (1024 * 1024))} MB of files, earlier versions included; this upload would pass that limit.`,
} as const;
