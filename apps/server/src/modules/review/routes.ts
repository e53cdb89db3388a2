import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, Submission, SubmissionReview, SubmissionUpdate, TestResults } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getAnonymousSubmission, updateAnonymousSubmission } from './anonymous';
import { getDemoReview, getSubmissionReview, getTestResults } from './service';

const IdParams = z.object({ id: IdParam });

export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/submissions/:id/review/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SubmissionReview } },
      handler: async (request) => getSubmissionReview(ctx.db, request.params.id, requireUser(request)),
    });

    // docs/PRODUCT.md §2: the submission view can be tried without an account, on the seeded demo submission.
    app.get('/demo/review/', {
      config: { policy: 'public' },
      schema: { response: { 200: SubmissionReview } },
      handler: async () => getDemoReview(ctx.db),
    });

    app.get('/submissions/:id/testResults/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: TestResults } },
      handler: async (request) => getTestResults(ctx, request.params.id, requireUser(request)),
    });

    app.get('/submissions/:id/anonymous/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Submission } },
      handler: async (request) => getAnonymousSubmission(ctx.db, request.params.id, requireUser(request)),
    });

    // As PATCH /submissions/{id}/ (students excepted): the submission service records the change.
    app.patch('/submissions/:id/anonymous/', {
      config: { policy: 'authenticated', events: ['submission.updated'] },
      schema: { params: IdParams, body: SubmissionUpdate.optional().default({}), response: { 200: Submission } },
      handler: async (request) => updateAnonymousSubmission(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });
  };
}
