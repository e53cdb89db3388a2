import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnonymityChoice, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { getAnonymityChoice, hideNames, revealNames } from './service';

const IdParams = z.object({ id: IdParam });

export function anonymityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { params: IdParams, response: { 200: AnonymityChoice } };
    app.get('/assignments/:id/anonymity/', {
      config: { policy: 'authenticated' },
      schema,
      handler: async (request) => getAnonymityChoice(ctx.db, request.params.id, requireUser(request)),
    });
    app.put('/assignments/:id/anonymity/', {
      config: { policy: 'authenticated', events: ['anonymity.revealed'] },
      schema,
      handler: async (request) => revealNames(ctx.db, request.params.id, requireUser(request)),
    });
    app.delete('/assignments/:id/anonymity/', {
      config: { policy: 'authenticated', events: ['anonymity.hidden'] },
      schema,
      handler: async (request) => hideNames(ctx.db, request.params.id, requireUser(request)),
    });
  };
}
