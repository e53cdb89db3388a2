import { apiConfig } from './config';
import { ApiError, NetworkError } from './errors';
import { send, type HttpMethod, type HttpResponse, type SendOptions } from './http';

export interface CallOptions {
  /** Skip the error notification; for callers that handle failures themselves (bulk reads). */
  quiet?: boolean;
}

/**
 * Sends a request and insists on one status (or one of a few, for a call whose answer may be 200, 201 or 202). Anything else ends the session (401) or is shown to the user
 * as a notification, and the call rejects with an ApiError carrying the server's body (docs/PRODUCT.md §8).
 */
export async function sendExpecting(
  method: HttpMethod,
  path: string,
  expected: number | readonly number[],
  options: SendOptions & CallOptions = {},
): Promise<HttpResponse> {
  let response: HttpResponse;
  try {
    response = await send(method, path, options);
  } catch (error) {
    if (!options.quiet && error instanceof NetworkError) {
      apiConfig().notifyError('Could not reach the server', 'Check your connection and try again.');
    }
    throw error;
  }
  return expectStatus(`${method} ${path}`, response, expected, options);
}

/** sendExpecting's judgement of an answer already received (`what`: "METHOD path"): returns it, or throws as above. */
export function expectStatus(what: string, response: HttpResponse, expected: number | readonly number[], options: CallOptions = {}): HttpResponse {
  if (typeof expected === 'number' ? response.status === expected : expected.includes(response.status)) return response;
  if (response.status === 401) {
    apiConfig().onUnauthorized();
  } else if (!options.quiet) {
    apiConfig().notifyError(`Request failed (${response.status})`, response.body);
  }
  throw new ApiError(response.status, response.body, what);
}
