import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserMe, UserMeUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../app-context';
import { requireUser } from '../../http/policies';
import { getMe, updateMe } from './service';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users/me/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: UserMe } },
      handler: async (request) => getMe(ctx.db, requireUser(request).id),
    });

    app.patch('/users/me/', {
      config: { policy: 'authenticated' },
      schema: { body: UserMeUpdate.optional().default({}), response: { 200: UserMe } },
      handler: async (request) => updateMe(ctx.db, requireUser(request).id, request.body),
    });
  };
}
