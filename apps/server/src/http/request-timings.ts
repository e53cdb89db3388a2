import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { observeQueries } from '@marginalia/db';

/**
 * Where one request's time went, for MARGINALIA_REQUEST_TIMINGS=1 (docs/ARCHITECTURE.md, "Request timings"):
 * marks taken at Fastify's hooks, and the statements the request ran (count and milliseconds).
 */
interface RequestTiming {
  start: number;
  /** onRequest hooks done: authentication (the caller's credentials and user row) and the headers' checks. */
  authenticated?: number;
  /** Body read and parsed. */
  parsed?: number;
  /** Params, query and body checked against the route's contract. */
  validated?: number;
  /** The handler's answer (preSerialization: only answers that are objects are serialized). */
  handled?: number;
  queries: number;
  queryMs: number;
}

const current = new AsyncLocalStorage<RequestTiming>();

const ms = (value: number) => value.toFixed(1);

/** The Server-Timing header's value: each phase that took place, the statements, and the whole request so far. */
export function serverTimingHeader(timing: RequestTiming, now: number): string {
  const parts: string[] = [];
  const phase = (name: string, from: number | undefined, to: number | undefined) => {
    if (from !== undefined && to !== undefined) parts.push(`${name};dur=${ms(to - from)}`);
  };
  phase('auth', timing.start, timing.authenticated);
  phase('parse', timing.authenticated, timing.parsed);
  phase('validate', timing.parsed, timing.validated);
  phase('handler', timing.validated, timing.handled);
  phase('serialize', timing.handled, timing.handled === undefined ? undefined : now);
  parts.push(`db;dur=${ms(timing.queryMs)};desc="${timing.queries} ${timing.queries === 1 ? 'query' : 'queries'}"`);
  parts.push(`total;dur=${ms(now - timing.start)}`);
  return parts.join(', ');
}

/**
 * Installed first (before authentication) when the flag is on, so that its onRequest mark opens the request; when
 * the flag is off nothing is installed and drizzle is not patched, so the timings cost nothing. Each request runs
 * in its own async context, so statements of concurrent requests are billed to the request that ran them.
 */
export function installRequestTimings(app: FastifyInstance): void {
  observeQueries((took) => {
    const timing = current.getStore();
    if (!timing) return;
    timing.queries += 1;
    timing.queryMs += took;
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    current.run({ start: performance.now(), queries: 0, queryMs: 0 }, done);
  });
  const mark = (key: 'authenticated' | 'parsed' | 'validated' | 'handled') => {
    const timing = current.getStore();
    if (timing) timing[key] = performance.now();
  };
  app.addHook('preParsing', async (_request, _reply, payload) => {
    mark('authenticated');
    return payload;
  });
  app.addHook('preValidation', async () => mark('parsed'));
  app.addHook('preHandler', async () => mark('validated'));
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    mark('handled');
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const timing = current.getStore();
    if (!timing) return payload;
    const header = serverTimingHeader(timing, performance.now());
    reply.header('server-timing', header);
    request.log.info({ url: request.url, method: request.method, statusCode: reply.statusCode, timings: header }, 'request timings');
    return payload;
  });
}
