import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FileTemplate, FileTemplateCreate, FileTemplateUpdate, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { createFileTemplate, getFileTemplate, removeFileTemplate, updateFileTemplate } from './service';

const IdParams = z.object({ id: IdParam });

export function fileTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/fileTemplates/', {
      config: { policy: 'authenticated', events: ['file_template.created'] },
      schema: { body: FileTemplateCreate, response: { 201: FileTemplate } },
      handler: async (request, reply) => {
        reply.code(201);
        return createFileTemplate(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/fileTemplates/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: FileTemplate } },
      handler: async (request) => getFileTemplate(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/fileTemplates/:id/', {
      config: { policy: 'authenticated', events: ['file_template.updated'] },
      schema: { params: IdParams, body: FileTemplateUpdate.optional().default({}), response: { 200: FileTemplate } },
      handler: async (request) => updateFileTemplate(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/fileTemplates/:id/', {
      config: { policy: 'authenticated', events: ['file_template.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeFileTemplate(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
