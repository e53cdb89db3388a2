import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GradeChange, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getGradeHistory } from './grade-history';

const IdParams = z.object({ id: IdParam });

export function gradeHistoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The grade history of a submission, oldest first: course staff (students 403, others 404).
    app.get('/submissions/:id/gradeHistory/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(GradeChange) } },
      handler: async (request) => getGradeHistory(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
