import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id, IsoDateTime } from './primitives';

// Files of docs/API.md (`/files/`): the code of a submission. Several files may share (path, name): the
// newest is the current one, older ones are its versions.

/** Long enough for any real directory path; bounds what one field can make the server store. */
export const FILE_PATH_LIMIT = 1024;

export const File = z.object({
  id: Id,
  name: z.string(),
  code: z.string(),
  extension: z.string(),
  submission: Id,
  path: z.string().nullable(),
  comments: z.array(Id),
  created: IsoDateTime,
});
export type File = z.infer<typeof File>;

/** Windows line endings become `\n`, so that comment line and character positions mean the same everywhere. */
const Code = z.string().transform((code) => code.replace(/\r\n/g, '\n'));
const FileName = boundedName(LIMITS.fileName);
const Extension = z.string().trim().max(LIMITS.fileExtension, `Ensure this field has no more than ${LIMITS.fileExtension} characters.`);
const FilePath = z.string().max(FILE_PATH_LIMIT, `Ensure this field has no more than ${FILE_PATH_LIMIT} characters.`).nullable();

export const FileCreate = z.object({
  name: FileName,
  code: Code.optional().default(''),
  extension: Extension.optional().default(''),
  submission: Id,
  path: FilePath.optional().default(null),
});
export type FileCreate = z.input<typeof FileCreate>;

/** PATCH /files/{id}/ — `submission` is read-only once created and ignored. */
export const FileUpdate = z.object({
  name: FileName.optional(),
  code: Code.optional(),
  extension: Extension.optional(),
  path: FilePath.optional(),
});
export type FileUpdate = z.infer<typeof FileUpdate>;

export const FILE_MESSAGES = {
  /** 400 of a PATCH that would rewrite the text comments were made on (they anchor to its lines and characters). */
  commentedVersion:
    'This version of the file has comments, which point into its text. Add the new text as a new version (a file with the same path and name) instead.',
} as const;
