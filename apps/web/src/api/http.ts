// The page's first script reads its answers the same way (boot/pageLoadReads.ts), so the rule lives there.
import { readBody } from '../boot/pageLoadReads';
import { apiConfig } from './config';
import { NetworkError } from './errors';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface SendOptions {
  /** Sent as JSON, or as multipart/form-data when it is a FormData. */
  body?: unknown;
  query?: Query;
  /** Overrides the session token (the session checks a token before it adopts it). */
  token?: string | null;
}

export interface HttpResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/** `URLSearchParams` percent-encodes `+`, which the server would otherwise read as a space (docs/PRODUCT.md §7). */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** One HTTP exchange with the API. Never throws on a status; throws NetworkError when there is no answer. */
export async function send(method: HttpMethod, path: string, options: SendOptions = {}): Promise<HttpResponse> {
  const config = apiConfig();
  const token = options.token === undefined ? config.getToken() : options.token;
  // A form goes as multipart/form-data, whose boundary the browser writes into the Content-Type itself.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `JWT ${token}`;

  const url = `${config.baseUrl}${withQuery(path, options.query)}`;
  let response: Response;
  try {
    response = await config.fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new NetworkError(`${method} ${path}`, error);
  }
  return { status: response.status, body: await readBody(response), headers: response.headers };
}
