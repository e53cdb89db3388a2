import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LogAck, LogErrorRequest, LogHappinessRequest, LogMessageRequest } from '@marginalia/contracts';
import { logMessages } from '@marginalia/db';
import type { AppContext } from '../../app-context';
import { throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { requireUser } from '../../http/policies';

const LOGS_PER_MINUTE_PER_IP = 60;

/** What the web app reports. Anyone may report an error (crashes happen before login too), within limits. */
export function logRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  async function store(ip: string, row: typeof logMessages.$inferInsert) {
    const window = await incrementWindow(ctx.db, `logs:ip:${ip}`, 60);
    if (window.count > LOGS_PER_MINUTE_PER_IP) throw throttled(window.retryAfter);
    const [created] = await ctx.db.insert(logMessages).values(row).returning({ id: logMessages.id });
    return created!;
  }

  return async (app) => {
    app.post('/logs/logError/', {
      config: { policy: 'public' },
      schema: { body: LogErrorRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        const { error, errorDetail, url } = request.body;
        reply.code(201);
        return store(request.ip, { kind: 'error', userId: request.user?.id, message: error, detail: { errorDetail }, url });
      },
    });

    app.post('/logs/log/', {
      config: { policy: 'public' },
      schema: { body: LogMessageRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        const { attachments, channel, courseID } = request.body;
        reply.code(201);
        return store(request.ip, {
          kind: 'log',
          userId: request.user?.id,
          message: attachments.map((a) => a.title ?? a.text ?? '').join('\n').slice(0, 2000),
          detail: { attachments, channel, courseID },
        });
      },
    });

    app.post('/logs/logHappiness/', {
      config: { policy: 'authenticated' },
      schema: { body: LogHappinessRequest, response: { 201: LogAck } },
      handler: async (request, reply) => {
        reply.code(201);
        const { message, url } = request.body;
        return store(request.ip, { kind: 'happiness', userId: requireUser(request).id, message, url });
      },
    });
  };
}
