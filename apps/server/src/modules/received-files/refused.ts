import { fieldErrors } from '../../http/errors';
import type { HttpError } from '../../http/errors';

/** An upload refused before anything was stored: a 400 with the message under `files`. */
export function uploadRefused(message: string): HttpError {
  return fieldErrors({ files: [message] });
}
