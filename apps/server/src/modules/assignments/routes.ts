import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Assignment, AssignmentCreate, AssignmentUpdate, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { sendCached } from '../answer-cache/answer-cache';
import { staffCourseDataVersion } from './cached-read-access';
import { createAssignment, getAssignment, listCourseAssignments, removeAssignment, updateAssignment } from './service';

const IdParams = z.object({ id: IdParam });

export function assignmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/assignments/', {
      config: { policy: 'authenticated', events: ['assignment.created'] },
      schema: { body: AssignmentCreate, response: { 201: Assignment } },
      handler: async (request, reply) => {
        reply.code(201);
        return createAssignment(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/assignments/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Assignment } },
      handler: async (request) => getAssignment(ctx.db, request.params.id, requireUser(request)),
    });

    // A bare array, like GET /courses/.
    app.get('/courses/:id/assignments/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(Assignment) } },
      // Staff answers come from the answer cache while the course's data is unchanged (answer-cache.ts).
      handler: async (request, reply) => {
        const user = requireUser(request);
        const courseId = request.params.id;
        return sendCached(ctx, request, reply, user, {
          route: 'course-assignments',
          course: () => staffCourseDataVersion(ctx.db, courseId, user),
          answer: () => listCourseAssignments(ctx.db, courseId, user),
        });
      },
    });

    app.patch('/assignments/:id/', {
      config: { policy: 'authenticated', events: ['assignment.updated'] },
      schema: { params: IdParams, body: AssignmentUpdate.optional().default({}), response: { 200: Assignment } },
      handler: async (request) => updateAssignment(ctx.db, request.params.id, requireUser(request), request.body, ctx),
    });

    app.delete('/assignments/:id/', {
      config: { policy: 'authenticated', events: ['assignment.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeAssignment(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
