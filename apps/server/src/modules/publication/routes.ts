import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PublicationPreview } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { previewPublication } from './service';

const IdParams = z.object({ id: IdParam });

export function publicationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/publication/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: PublicationPreview } },
      handler: async (request) => previewPublication(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
