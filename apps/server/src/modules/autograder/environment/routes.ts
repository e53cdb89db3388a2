import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Environment, EnvironmentFile, EnvironmentUpdate, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../../core/app-context';
import { requireUser } from '../../../http/policies';
import { attachmentFor } from '../../files/media-type';
import { downloadEnvironmentFile, getEnvironment, listEnvironmentFiles, removeEnvironmentFile, updateEnvironment, uploadEnvironmentFiles } from './service';

const IdParams = z.object({ id: IdParam });
const FileParams = z.object({ id: IdParam, fileId: IdParam });

/** The environment's routes; registered inside the scope that understands multipart bodies (see autograder/routes.ts). */
export function environmentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/environment/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Environment } },
      handler: async (request) => getEnvironment(ctx, request.params.id, requireUser(request)),
    });

    app.patch('/assignments/:id/environment/', {
      config: { policy: 'authenticated', events: ['autograder.environment_updated'] },
      schema: { params: IdParams, body: EnvironmentUpdate.optional().default({}), response: { 200: Environment } },
      handler: async (request) => updateEnvironment(ctx, request.params.id, requireUser(request), request.body),
    });

    app.get('/assignments/:id/environment/files/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(EnvironmentFile) } },
      handler: async (request) => listEnvironmentFiles(ctx, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/environment/files/', {
      config: { policy: 'authenticated', events: ['autograder.helper_file_added'] },
      schema: { params: IdParams, response: { 201: z.array(EnvironmentFile) } },
      handler: async (request, reply) => {
        const stored = await uploadEnvironmentFiles(ctx, request, request.params.id, requireUser(request));
        reply.code(201);
        return stored;
      },
    });

    app.delete('/assignments/:id/environment/files/:fileId/', {
      config: { policy: 'authenticated', events: ['autograder.helper_file_removed'] },
      schema: { params: FileParams },
      handler: async (request, reply) => {
        await removeEnvironmentFile(ctx, request.params.id, request.params.fileId, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.get('/assignments/:id/environment/files/:fileId/download/', {
      config: { policy: 'authenticated' },
      schema: { params: FileParams },
      handler: async (request, reply) => {
        const file = await downloadEnvironmentFile(ctx, request.params.id, request.params.fileId, requireUser(request));
        return reply.header('Content-Type', 'application/octet-stream').header('content-disposition', attachmentFor(file.name)).send(file.bytes);
      },
    });
  };
}
