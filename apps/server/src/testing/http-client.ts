export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  /** `JWT <token>` or `Token <key>`; a bare JWT is sent with the JWT scheme. */
  auth?: string;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** A tiny fetch wrapper for API tests: real HTTP, JSON in and out. */
export function apiClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.auth) headers.authorization = /^(JWT|Token|Bearer) /.test(options.auth) ? options.auth : `JWT ${options.auth}`;
    let payload: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) payload = options.rawBody;
    else if (options.body !== undefined) payload = JSON.stringify(options.body);
    if (payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(baseUrl + path, { method, headers, body: payload });
    const text = await response.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text (asserted on by tests that expect JSON).
    }
    return { status: response.status, body, headers: response.headers, text };
  }
  return {
    get: <T = any>(path: string, options?: RequestOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, options?: RequestOptions) => call<T>('POST', path, options),
    patch: <T = any>(path: string, options?: RequestOptions) => call<T>('PATCH', path, options),
    put: <T = any>(path: string, options?: RequestOptions) => call<T>('PUT', path, options),
    delete: <T = any>(path: string, options?: RequestOptions) => call<T>('DELETE', path, options),
    call,
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
