import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenAuthRequest, TokenAuthResponse, TokenRefreshRequest } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { buildCurrentUser } from '../users/service';
import { login, refresh } from './service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/token-auth/', {
      config: { policy: 'public', events: ['account.signed_in'] },
      schema: { body: TokenAuthRequest, response: { 200: TokenAuthResponse } },
      handler: async (request) => {
        const { token, userId } = await login(ctx, request.body.username, request.body.password, request.ip);
        return { token, user: await buildCurrentUser(ctx.db, userId, token) };
      },
    });

    // A new token for a valid one changes nothing on record (the login it continues is), but for a login-as.
    app.post('/token-refresh/', {
      config: { policy: 'public', events: ['impersonation.refreshed'] },
      schema: { body: TokenRefreshRequest, response: { 200: TokenAuthResponse } },
      handler: async (request) => {
        const { token, userId } = await refresh(ctx, request.body.token, request.ip);
        return { token, user: await buildCurrentUser(ctx.db, userId, token) };
      },
    });
  };
}
