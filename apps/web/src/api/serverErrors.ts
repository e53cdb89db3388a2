import type { FormInstance } from 'antd';
import { ValidationErrorBody } from '@marginalia/contracts';
import { apiConfig } from './config';
import { ApiError, NetworkError, ShapeError } from './errors';

// Forms send their calls quietly and show a 400's messages beside the fields they concern; every other
// failure is announced the way the generic calls announce it (docs/PRODUCT.md §8).

/** The messages of a 400 answer by field, or null when the error is something else. */
export function validationErrorsOf(error: unknown): ValidationErrorBody | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = ValidationErrorBody.safeParse(error.body);
  if (parsed.success) return parsed.data;
  const detail = (error.body as { detail?: unknown } | null)?.detail;
  return { non_field_errors: [typeof detail === 'string' ? detail : 'The server refused the request.'] };
}

/**
 * Puts a failed call's messages where the user will see them: a 400's field messages on the form's fields,
 * and returns the rest (errors about the whole request, or about fields the form does not show) for an
 * alert above the form. Other failures are notified and return nothing.
 */
export function showServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string[] {
  const errors = validationErrorsOf(error);
  if (!errors) {
    notifyFailure(error);
    return [];
  }
  const general: string[] = [];
  const fields: { name: string; errors: string[] }[] = [];
  for (const [name, messages] of Object.entries(errors)) {
    if (fieldNames.includes(name)) fields.push({ name, errors: messages });
    else general.push(...(name === 'non_field_errors' ? messages : messages.map((message) => `${name}: ${message}`)));
  }
  form.setFields(fields);
  return general;
}

/** Announces a failure that no form field explains; 401s have already ended the session. */
export function notifyFailure(error: unknown): void {
  if (error instanceof ApiError) {
    if (error.status !== 401) apiConfig().notifyError(`Request failed (${error.status})`, error.body);
  } else if (error instanceof NetworkError) {
    apiConfig().notifyError('Could not reach the server', 'Check your connection and try again.');
  } else if (error instanceof ShapeError) {
    apiConfig().notifyError('Unexpected answer from the server', 'The change may have been saved; reload the page to check.');
  } else {
    apiConfig().notifyError('Something went wrong', error instanceof Error ? error.message : String(error));
  }
}
