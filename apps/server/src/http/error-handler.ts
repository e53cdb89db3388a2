import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_ERRORS } from '@marginalia/contracts';
import { HttpError } from './errors';

interface ValidationItem {
  instancePath: string;
  message?: string;
}

/** Zod issues -> the API's 400 body: `{field: [messages]}`, whole-body problems under non_field_errors. */
export function validationBody(items: ValidationItem[]): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').split('/')[0] || 'non_field_errors';
    (body[field] ??= []).push(item.message ?? 'Invalid value.');
  }
  return body;
}

const CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: API_ERRORS.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: API_ERRORS.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: API_ERRORS.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: API_ERRORS.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Invalid Content-Length.' },
};

/** Every error leaves as JSON; nothing leaks a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no object: that is a 404, as for an unknown id.
      if (error.validationContext === 'params') return reply.code(404).send({ detail: API_ERRORS.notFound });
      return reply.code(400).send(validationBody(error.validation));
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const body = known.status === 400 ? { non_field_errors: [known.detail] } : { detail: known.detail };
      return reply.code(known.status).send(body);
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && !isResponseSerializationError(error))) {
      return reply.code(400).send({ non_field_errors: [API_ERRORS.malformedJson] });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: API_ERRORS.serverError });
  });

}
