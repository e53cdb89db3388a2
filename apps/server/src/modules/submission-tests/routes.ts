import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, SubmissionTest, SubmissionTestCreate, SubmissionTestUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { createSubmissionTest, getSubmissionTest, removeSubmissionTest, updateSubmissionTest } from './service';

const IdParams = z.object({ id: IdParam });

export function submissionTestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissionTests/', {
      config: { policy: 'authenticated', events: ['test_result.created'] },
      schema: { body: SubmissionTestCreate, response: { 201: SubmissionTest } },
      handler: async (request, reply) => {
        reply.code(201);
        return createSubmissionTest(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/submissionTests/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SubmissionTest } },
      handler: async (request) => getSubmissionTest(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/submissionTests/:id/', {
      config: { policy: 'authenticated', events: ['test_result.updated'] },
      schema: { params: IdParams, body: SubmissionTestUpdate.optional().default({}), response: { 200: SubmissionTest } },
      handler: async (request) => updateSubmissionTest(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/submissionTests/:id/', {
      config: { policy: 'authenticated', events: ['test_result.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeSubmissionTest(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
