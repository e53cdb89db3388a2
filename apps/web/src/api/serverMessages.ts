import { ApiError, NetworkError } from './errors';

/**
 * The sentences of a refused call, for showing beside the action that caused it: `{detail}`, the messages
 * of `{field: [messages]}` (the field names mean nothing to an admin), or a generic line.
 */
export function serverMessages(error: unknown): string[] {
  if (error instanceof NetworkError) return ['Could not reach the server. Check your connection and try again.'];
  if (!(error instanceof ApiError)) return ['Something went wrong. Try again.'];
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return [body];
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const messages = Object.values(body as Record<string, unknown>).flatMap((value) =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [],
    );
    if (messages.length > 0) return messages;
  }
  return [`The server answered ${error.status}.`];
}
