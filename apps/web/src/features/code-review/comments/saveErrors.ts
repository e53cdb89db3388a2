import { ApiError, NetworkError } from '../../../api/errors';
import { validationErrorsOf } from '../../../api/serverErrors';

// A refused save is explained inside the editor, beside the field it concerns when there is one: the grader is
// looking at the card, not at a notification in the corner.

/** The editor's fields that the API's field names map to. */
export type EditorField = 'text' | 'points' | 'rubricComment' | 'tags';

export interface SaveErrors {
  fields: Partial<Record<EditorField, string[]>>;
  /** Messages about the whole comment (or a field the editor does not show, like its range). */
  general: string[];
}

export const NO_SAVE_ERRORS: SaveErrors = { fields: {}, general: [] };

const FIELD_OF: Record<string, EditorField> = {
  text: 'text',
  pointDelta: 'points',
  rubricComment: 'rubricComment',
  tags: 'tags',
};

/** Where each message of a failed save goes. */
export function saveErrorsOf(error: unknown): SaveErrors {
  const body = validationErrorsOf(error);
  if (body) {
    const result: SaveErrors = { fields: {}, general: [] };
    for (const [name, messages] of Object.entries(body)) {
      const field = FIELD_OF[name];
      if (field) result.fields[field] = [...(result.fields[field] ?? []), ...messages];
      else result.general.push(...(name === 'non_field_errors' ? messages : messages.map((message) => `${name}: ${message}`)));
    }
    return result;
  }
  return { fields: {}, general: [failureMessage(error)] };
}

/** A short sentence for a failure that is not about the comment's fields. */
export function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Could not reach the server. Check your connection and try again.';
  if (error instanceof ApiError) {
    const detail = (error.body as { detail?: unknown } | null)?.detail;
    if (typeof detail === 'string') return detail;
    return `The server could not save the comment (error ${error.status}). Try again.`;
  }
  return 'The comment could not be saved. Try again.';
}
