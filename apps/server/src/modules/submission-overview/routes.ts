import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, SubmissionOverview, SubmissionOverviewQuery } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getSubmissionOverview } from './service';

const IdParams = z.object({ id: IdParam });

export function submissionOverviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/submissionOverview/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SubmissionOverviewQuery, response: { 200: SubmissionOverview } },
      handler: async (request) => getSubmissionOverview(ctx.db, request.params.id, requireUser(request), request.query.reveal),
    });
  };
}
