import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_RESULTS_FILE_BYTES } from '@marginalia/autograder';
import { IdParam, TestRun } from '@marginalia/contracts';
import type { AppContext } from '../../../core/app-context';
import { requireUser } from '../../../http/policies';
import { postExternalResults } from './service';

const IdParams = z.object({ id: IdParam });

export function externalResultsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The body is checked by the results normalizer (the contracts' ResultsUpload), whose message names the
    // first problem the way a results.json author reads it ("tests[3].score must be a number").
    app.post('/submissions/:id/results/', {
      config: { policy: 'authenticated', events: ['test_results.submitted'] },
      bodyLimit: MAX_RESULTS_FILE_BYTES,
      schema: { params: IdParams, body: z.unknown(), response: { 201: TestRun } },
      handler: async (request, reply) => {
        const run = await postExternalResults(ctx.db, request.params.id, requireUser(request), request.body);
        reply.code(201);
        return run;
      },
    });
  };
}
