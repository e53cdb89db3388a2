// The small HTTP toolkit of the LMS simulator: a request as the handlers see it (body read and parsed), answers in
// JSON, HTML or an OAuth 2 error, and a router matching `METHOD /path/{param}` patterns.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** The raw body as text ('' when none). */
  text: string;
  /** Form fields of an `application/x-www-form-urlencoded` body (empty otherwise). */
  form: URLSearchParams;
  /** The parsed JSON body, when the body is JSON (`undefined` otherwise). */
  json: unknown;
  params: Record<string, string>;
}

export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export type Handler = (request: SimRequest) => SimResponse | Promise<SimResponse>;

export function json(status: number, value: unknown, contentType = 'application/json'): SimResponse {
  return { status, headers: { 'content-type': contentType }, body: JSON.stringify(value) };
}

export function html(status: number, body: string, headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}

/** An OAuth 2 error answer (RFC 6749 section 5.2 shape): `{ error, error_description }`. */
export function oauthError(status: number, error: string, description: string): SimResponse {
  return json(status, { error, error_description: description });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export async function readRequest(incoming: IncomingMessage, base: string): Promise<SimRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  const url = new URL(incoming.url ?? '/', base);
  const contentType = (incoming.headers['content-type'] ?? '').toLowerCase();
  let json: unknown;
  if (text && contentType.includes('json')) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  const form = contentType.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(text) : new URLSearchParams();
  return { method: incoming.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: incoming.headers, text, form, json, params: {} };
}

export function writeResponse(outgoing: ServerResponse, response: SimResponse): void {
  outgoing.writeHead(response.status, response.headers ?? {});
  outgoing.end(response.body ?? '');
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: Handler;
}

/** Routes by method and path; `{name}` in a path matches one segment and is handed over in `params`. */
export class Router {
  private readonly routes: Route[] = [];

  on(method: string, path: string, handler: Handler): this {
    const names: string[] = [];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_all, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  async handle(request: SimRequest): Promise<SimResponse> {
    let pathMatched = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(request.path);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== request.method) continue;
      route.names.forEach((name, index) => (request.params[name] = decodeURIComponent(match[index + 1]!)));
      return route.handler(request);
    }
    return pathMatched ? json(405, { error: 'method not allowed' }) : json(404, { error: 'not found' });
  }
}
