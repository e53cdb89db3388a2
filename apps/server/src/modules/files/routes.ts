import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { File, FileCreate, FileUpdate, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireCaller, requireUser } from '../../http/policies';
import { createFile, downloadFile, getFile, removeFile, updateFile } from './service';

const IdParams = z.object({ id: IdParam });

export function fileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/files/', {
      config: { policy: 'authenticated', events: ['file.created'] },
      schema: { body: FileCreate, response: { 201: File } },
      handler: async (request, reply) => {
        reply.code(201);
        return createFile(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/files/:id/', {
      config: { policy: 'authenticated', readsCallerWithObject: true },
      schema: { params: IdParams, response: { 200: File } },
      handler: async (request) => getFile(ctx.db, request.params.id, requireCaller(request)),
    });

    // The file's exact bytes as an attachment (the JSON above carries its text view). No response schema: it
    // answers bytes, and errors still answer JSON through the error handler.
    app.get('/files/:id/download/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const file = await downloadFile(ctx.db, request.params.id, requireUser(request));
        return reply.type(file.contentType).header('content-disposition', file.contentDisposition).send(file.bytes);
      },
    });

    app.patch('/files/:id/', {
      config: { policy: 'authenticated', events: ['file.updated'] },
      schema: { params: IdParams, body: FileUpdate.optional().default({}), response: { 200: File } },
      handler: async (request) => updateFile(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/files/:id/', {
      config: { policy: 'authenticated', events: ['file.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeFile(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
