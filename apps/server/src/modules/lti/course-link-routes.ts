import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseLtiLink, CourseLtiLinkMove, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { courseLtiLink, moveCourseLtiLink, unlinkCourse } from './course-link';

const IdParams = z.object({ id: IdParam });

/** A course's LMS link (docs/API.md, "LMS link"): course admins of the course (and of the target, to move it). */
export function ltiCourseLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/:id/lti/link/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: CourseLtiLink } },
      handler: async (request) => courseLtiLink(ctx.db, request.params.id, requireUser(request)),
    });

    app.put('/courses/:id/lti/link/', {
      config: { policy: 'authenticated', events: ['lti.context_moved'] },
      schema: { params: IdParams, body: CourseLtiLinkMove, response: { 200: CourseLtiLink } },
      handler: async (request) => moveCourseLtiLink(ctx.db, request.params.id, request.body.courseId, requireUser(request)),
    });

    app.delete('/courses/:id/lti/link/', {
      config: { policy: 'authenticated', events: ['lti.context_unlinked'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await unlinkCourse(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
