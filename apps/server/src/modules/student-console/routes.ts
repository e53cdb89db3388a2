import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, StudentCourseView } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getStudentCourseView } from './service';

const IdParams = z.object({ id: IdParam });

export function studentConsoleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/:id/studentAssignments/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: StudentCourseView } },
      handler: async (request) => getStudentCourseView(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
