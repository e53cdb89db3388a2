import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, QueueLength, QueueNext, Submission } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { claimNextSubmission, getQueueLength, getQueueNext } from './service';

const IdParams = z.object({ id: IdParam });

export function queueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // 204 with an empty body when every submission has a grader or is finalized (docs/API.md): nothing recorded.
    app.post('/assignments/:id/claim/', {
      config: { policy: 'authenticated', events: ['submission.claimed'] },
      schema: { params: IdParams, response: { 200: Submission, 204: z.null() } },
      handler: async (request, reply) => {
        const claimed = await claimNextSubmission(ctx.db, request.params.id, requireUser(request));
        if (claimed === null) return reply.code(204).send(null);
        return claimed;
      },
    });

    app.get('/assignments/:id/queueNext/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: QueueNext } },
      handler: async (request) => getQueueNext(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/assignments/:id/queueLength/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: QueueLength } },
      handler: async (request) => getQueueLength(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
