import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PasswordChangeRequest, TokenAuthResponse, UserMe, UserMeUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { changePassword, requestApiToken } from './account-service';
import { getMe, updateMe } from './service';

export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users/me/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: UserMe } },
      handler: async (request) => getMe(ctx.db, requireUser(request).id),
    });

    app.patch('/users/me/', {
      config: { policy: 'authenticated', events: ['account.preferences_changed'] },
      schema: { body: UserMeUpdate.optional().default({}), response: { 200: UserMe } },
      handler: async (request) => updateMe(ctx.db, requireUser(request), request.body),
    });

    // The answer is the user with the new key, the only time the key is ever shown.
    app.post('/users/requestAPIToken/', {
      config: { policy: 'authenticated', events: ['account.api_key_created'] },
      schema: { response: { 200: UserMe } },
      handler: async (request) => requestApiToken(ctx.db, requireUser(request)),
    });

    app.post('/users/me/password/', {
      config: { policy: 'authenticated', events: ['account.password_changed'] },
      schema: { body: PasswordChangeRequest, response: { 200: TokenAuthResponse } },
      handler: async (request) => changePassword(ctx, requireUser(request), request.body),
    });
  };
}
