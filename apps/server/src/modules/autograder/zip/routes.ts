import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AutograderZipPatch, AutograderZipState, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../../core/app-context';
import { requireUser } from '../../../http/policies';
import { getAutograderZip, removeAutograderZip, updateAutograderZip, uploadAutograderZip } from './service';

const IdParams = z.object({ id: IdParam });

/** An assignment's autograder zip; registered inside the scope that understands multipart bodies (autograder/routes.ts). */
export function autograderZipRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/autograder/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: AutograderZipState } },
      handler: async (request) => getAutograderZip(ctx, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/autograder/', {
      config: { policy: 'authenticated', events: ['autograder.zip_uploaded'] },
      schema: { params: IdParams, response: { 201: AutograderZipState } },
      handler: async (request, reply) => {
        const state = await uploadAutograderZip(ctx, request, request.params.id, requireUser(request));
        reply.code(201);
        return state;
      },
    });

    app.patch('/assignments/:id/autograder/', {
      config: { policy: 'authenticated', events: ['autograder.zip_updated'] },
      schema: { params: IdParams, body: AutograderZipPatch, response: { 200: AutograderZipState } },
      handler: async (request) => updateAutograderZip(ctx, request.params.id, request.body, requireUser(request)),
    });

    app.delete('/assignments/:id/autograder/', {
      config: { policy: 'authenticated', events: ['autograder.zip_removed'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeAutograderZip(ctx, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
