import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AssignmentRunRequest, AssignmentRunStarted, AssignmentTestRuns, IdParam, SubmissionTestRuns, TestRun, TestRunBatch } from '@marginalia/contracts';
import type { AppContext } from '../../../core/app-context';
import { requireUser } from '../../../http/policies';
import { cancelBatch, cancelRun, getAssignmentRuns, getSubmissionRuns, runAssignmentTests, runSubmissionTests } from './service';

const IdParams = z.object({ id: IdParam });

export function runRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissions/:id/runTests/', {
      config: { policy: 'authenticated', events: ['test_run.requested'] },
      schema: { params: IdParams, response: { 202: TestRun } },
      handler: async (request, reply) => {
        const run = await runSubmissionTests(ctx, request.params.id, requireUser(request));
        reply.code(202);
        return run;
      },
    });

    app.get('/submissions/:id/testRuns/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SubmissionTestRuns } },
      handler: async (request) => getSubmissionRuns(ctx, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/runTests/', {
      config: { policy: 'authenticated', events: ['test_run.requested'] },
      schema: { params: IdParams, body: AssignmentRunRequest.optional().default({ target: 'submissions' }), response: { 202: AssignmentRunStarted } },
      handler: async (request, reply) => {
        const started = await runAssignmentTests(ctx, request.params.id, requireUser(request), request.body.target);
        reply.code(202);
        return started;
      },
    });

    app.get('/assignments/:id/testRuns/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: AssignmentTestRuns } },
      handler: async (request) => getAssignmentRuns(ctx, request.params.id, requireUser(request)),
    });

    app.post('/testRuns/:id/cancel/', {
      config: { policy: 'authenticated', events: ['test_run.cancelled'] },
      schema: { params: IdParams, response: { 200: TestRun } },
      handler: async (request) => cancelRun(ctx, request.params.id, requireUser(request)),
    });

    app.post('/testRunBatches/:id/cancel/', {
      config: { policy: 'authenticated', events: ['test_run.cancelled'] },
      schema: { params: IdParams, response: { 200: TestRunBatch } },
      handler: async (request) => cancelBatch(ctx, request.params.id, requireUser(request)),
    });
  };
}
