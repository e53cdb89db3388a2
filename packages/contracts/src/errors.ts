import { z } from 'zod';

/** 401, 403, 404, 405, 413, 415, 429 and 500 bodies. */
export const DetailError = z.object({ detail: z.string() });

/** 400 bodies: an object of field -> messages, or non_field_errors. */
export const ValidationErrorBody = z.record(z.string(), z.array(z.string()));
export type ValidationErrorBody = z.infer<typeof ValidationErrorBody>;
