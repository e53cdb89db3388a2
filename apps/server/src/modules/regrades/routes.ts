import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, RegradeInbox, RegradeInboxQuery, RegradeRequest, RegradeRequestCount, Submission } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { countRegradeRequests, getRegradeInbox } from './inbox';
import { deleteRegrade, submitRegrade } from './service';

const IdParams = z.object({ id: IdParam });

// Nested POSTs answer 200 with the submission (docs/PRODUCT.md §7).
export function regradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissions/:id/submitRegrade/', {
      config: { policy: 'authenticated', events: ['regrade.requested'] },
      schema: { params: IdParams, body: RegradeRequest, response: { 200: Submission } },
      handler: async (request) => submitRegrade(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });

    app.post('/submissions/:id/deleteRegrade/', {
      config: { policy: 'authenticated', events: ['regrade.withdrawn'] },
      schema: { params: IdParams, response: { 200: Submission } },
      handler: async (request) => deleteRegrade(ctx.db, request.params.id, requireUser(request)),
    });

    // The consoles' regrade inbox: a course's requests as the caller may read them, and the badge's count.
    app.get('/courses/:id/regradeRequests/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: RegradeInboxQuery, response: { 200: RegradeInbox } },
      handler: async (request) => getRegradeInbox(ctx.db, request.params.id, requireUser(request), request.query.reveal),
    });

    app.get('/courses/:id/regradeRequestCount/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: RegradeRequestCount } },
      handler: async (request) => countRegradeRequests(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
