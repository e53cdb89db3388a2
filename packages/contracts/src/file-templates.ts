import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id } from './primitives';

// File templates of docs/API.md (`/fileTemplates/`): starter or required files of an assignment.

/** Line endings are stored as `\n`, as for submitted files, so that templates and submissions compare alike. */
const TemplateCode = z
  .string()
  .max(2_000_000)
  .transform((code) => code.replace(/\r\n/g, '\n'));

const FileTemplateFields = {
  name: boundedName(LIMITS.fileName),
  extension: z.string().trim().max(LIMITS.fileExtension, `Ensure this field has no more than ${LIMITS.fileExtension} characters.`),
  code: TemplateCode,
  path: z.string().max(1000).nullable(),
  required: z.boolean(),
};

export const FileTemplate = z.object({
  id: Id,
  assignment: Id,
  name: z.string(),
  extension: z.string(),
  code: z.string(),
  path: z.string().nullable(),
  required: z.boolean(),
});
export type FileTemplate = z.infer<typeof FileTemplate>;

export const FileTemplateCreate = z.object({
  assignment: Id,
  ...z.object(FileTemplateFields).partial().shape,
  name: FileTemplateFields.name,
});
export type FileTemplateCreate = z.output<typeof FileTemplateCreate>;

/** PATCH: `assignment` cannot change. */
export const FileTemplateUpdate = z.object(FileTemplateFields).partial();
export type FileTemplateUpdate = z.output<typeof FileTemplateUpdate>;
