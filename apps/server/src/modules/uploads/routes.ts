import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, SubmissionImportResult, UploadResult } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { uploadFiles } from './service';
import { importSubmissions } from './lms-import/service';

const IdParams = z.object({ id: IdParam });

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart bodies are understood here only; every other route keeps answering 415 to them.
    await app.register(multipart, { throwFileSizeLimit: false });

    app.post('/assignments/:id/upload/', {
      config: { policy: 'authenticated', events: ['submission.uploaded'] },
      schema: { params: IdParams, response: { 201: UploadResult } },
      handler: async (request, reply) => {
        const result = await uploadFiles(ctx.db, ctx, request, request.params.id, requireUser(request));
        reply.code(201);
        return result;
      },
    });

    // A course admin's import of an LMS's "download all submissions" zip: one submission.uploaded per student
    // imported, none for a dry run.
    app.post('/assignments/:id/importSubmissions/', {
      config: { policy: 'authenticated', events: ['submission.uploaded'] },
      schema: { params: IdParams, response: { 200: SubmissionImportResult } },
      handler: async (request) => importSubmissions(ctx.db, ctx, request, request.params.id, requireUser(request)),
    });
  };
}
