import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AssignmentStatistics, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getAssignmentStatistics } from './service';

const IdParams = z.object({ id: IdParam });

export function statisticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/statistics/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: AssignmentStatistics } },
      handler: async (request) => getAssignmentStatistics(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
