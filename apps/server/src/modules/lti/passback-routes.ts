import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, LtiGradePassback, LtiPassbackQueued } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { gradePassbackStatus, sendGradesNow } from './passback-service';

const IdParams = z.object({ id: IdParam });

/** Grade passback to the course's LMS gradebook (docs/API.md, "LMS grade passback"): course admins of the course. */
export function ltiPassbackRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/:id/lti/grades/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: LtiGradePassback } },
      handler: async (request) => gradePassbackStatus(ctx.db, request.params.id, requireUser(request)),
    });

    // The grades go out in a job; its run records what the LMS took (`lti.grades_sent`).
    app.post('/assignments/:id/lti/grades/', {
      config: { policy: 'authenticated', events: ['lti.grades_sent'] },
      schema: { params: IdParams, response: { 202: LtiPassbackQueued } },
      handler: async (request, reply) => reply.code(202).send(await sendGradesNow(ctx.db, request.params.id, requireUser(request))),
    });
  };
}
