import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL characters; a body, query or path parameter carrying one (`/users/a%00b/`:
 * the router decodes %00) would fail deep in a query. Refuse it up front with a clear 400 instead.
 */
export function installTextSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      throw badRequest('Text may not contain NUL (\\u0000) characters.');
    }
  });
}
