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
export declare function json(status: number, value: unknown, contentType?: string): SimResponse;
export declare function html(status: number, body: string, headers?: Record<string, string>): SimResponse;
/** An OAuth 2 error answer (RFC 6749 section 5.2 shape): `{ error, error_description }`. */
export declare function oauthError(status: number, error: string, description: string): SimResponse;
export declare function escapeHtml(text: string): string;
export declare function readRequest(incoming: IncomingMessage, base: string): Promise<SimRequest>;
export declare function writeResponse(outgoing: ServerResponse, response: SimResponse): void;
/** Routes by method and path; `{name}` in a path matches one segment and is handed over in `params`. */
export declare class Router {
    private readonly routes;
    on(method: string, path: string, handler: Handler): this;
    handle(request: SimRequest): Promise<SimResponse>;
}
