import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, SubmissionOverview, SubmissionOverviewQuery } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { sendCached } from '../answer-cache/answer-cache';
import { staffAssignmentDataVersion } from '../assignments/cached-read-access';
import { getSubmissionOverview } from './service';

const IdParams = z.object({ id: IdParam });

export function submissionOverviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/submissionOverview/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SubmissionOverviewQuery, response: { 200: SubmissionOverview } },
      // From the answer cache while the course's data is unchanged (answer-cache.ts).
      handler: async (request, reply) => {
        const user = requireUser(request);
        const assignmentId = request.params.id;
        return sendCached(ctx, request, reply, user, {
          route: 'submission-overview',
          course: () => staffAssignmentDataVersion(ctx.db, assignmentId, user),
          answer: () => getSubmissionOverview(ctx.db, assignmentId, user, request.query.reveal),
        });
      },
    });
  };
}
