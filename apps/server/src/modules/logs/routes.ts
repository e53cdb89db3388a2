import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  LogAck,
  LogEntry,
  LogEntryDetail,
  LogErrorRequest,
  LogHappinessRequest,
  LogListQuery,
  LogMessageRequest,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { listLogEntries, readLogEntry, storeError, storeHappiness, storeMessage, type Reporter } from './service';

const IdParams = z.object({ id: IdParam });

/**
 * What the web app reports, and the platform admins' view of it. Anyone may report (crashes and the not-found
 * page come before any login), within the caps and limits of the service.
 */
export function logRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reporter = (request: { ip: string; user: Reporter['user'] }): Reporter => ({ ip: request.ip, user: request.user });

  return async (app) => {
    // A report is a record itself (the platform console reads the log): the three report routes record no event.
    app.post('/logs/logError/', {
      config: { policy: 'public', events: [] },
      schema: { body: LogErrorRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        const ack = await storeError(ctx.db, reporter(request), request.body);
        return reply.code(201).send(ack);
      },
    });

    app.post('/logs/log/', {
      config: { policy: 'public', events: [] },
      schema: { body: LogMessageRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        const ack = await storeMessage(ctx.db, reporter(request), request.body);
        return reply.code(201).send(ack);
      },
    });

    app.post('/logs/logHappiness/', {
      config: { policy: 'public', events: [] },
      schema: { body: LogHappinessRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        const ack = await storeHappiness(ctx.db, reporter(request), request.body);
        return reply.code(201).send(ack);
      },
    });

    // Always the paged envelope, newest first: the log only grows.
    app.get('/logs/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: LogListQuery, response: { 200: Paged(LogEntry) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { kind, search } = request.query;
        const { count, results } = await listLogEntries(ctx.db, { kind, search: search || undefined }, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/logs/:id/', {
      config: { policy: 'platformAdmin' },
      schema: { params: IdParams, response: { 200: LogEntryDetail } },
      handler: async (request) => readLogEntry(ctx.db, request.params.id),
    });
  };
}
