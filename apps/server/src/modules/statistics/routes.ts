import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AssignmentStatistics, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { sendCached } from '../answer-cache/answer-cache';
import { staffAssignmentDataVersion } from '../assignments/cached-read-access';
import { getAssignmentStatistics } from './service';

const IdParams = z.object({ id: IdParam });

export function statisticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/statistics/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: AssignmentStatistics } },
      // Staff answers come from the answer cache while the course's data is unchanged (answer-cache.ts).
      handler: async (request, reply) => {
        const user = requireUser(request);
        const assignmentId = request.params.id;
        return sendCached(ctx, request, reply, user, {
          route: 'assignment-statistics',
          course: () => staffAssignmentDataVersion(ctx.db, assignmentId, user),
          answer: () => getAssignmentStatistics(ctx.db, assignmentId, user),
        });
      },
    });
  };
}
