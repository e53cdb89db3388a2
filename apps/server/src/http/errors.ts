import { API_ERRORS } from '@marginalia/contracts';

/** An error a service throws to answer with a given status and JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

/** 400 with `{field: [messages]}`; without a field the message goes under non_field_errors. */
export function badRequest(message: string, field = 'non_field_errors'): HttpError {
  return new HttpError(400, { [field]: [message] });
}

export function fieldErrors(errors: Record<string, string[]>): HttpError {
  return new HttpError(400, errors);
}

export function notFound(): HttpError {
  return new HttpError(404, { detail: API_ERRORS.notFound });
}

export function forbidden(detail: string = API_ERRORS.permissionDenied): HttpError {
  return new HttpError(403, { detail });
}

export function unauthorized(detail: string = API_ERRORS.notAuthenticated): HttpError {
  return new HttpError(401, { detail }, { 'WWW-Authenticate': 'JWT realm="api"' });
}

export function throttled(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    { detail: `${API_ERRORS.throttled} Expected available in ${seconds} seconds.` },
    { 'Retry-After': String(seconds) },
  );
}
