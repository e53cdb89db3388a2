import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, RegradeRequest, Submission } from '@marginalia/contracts';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/policies';
import { deleteRegrade, submitRegrade } from './service';

const IdParams = z.object({ id: IdParam });

// Nested POSTs answer 200 with the submission (spec §7).
export function regradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissions/:id/submitRegrade/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, body: RegradeRequest, response: { 200: Submission } },
      handler: async (request) => submitRegrade(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.post('/submissions/:id/deleteRegrade/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Submission } },
      handler: async (request) => deleteRegrade(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
