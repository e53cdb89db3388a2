import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountAccess, CurrentUser } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { listAccountAccess, startImpersonation, stopImpersonation } from './service';

const EmailParams = z.object({ email: z.string().trim().min(1).max(254) });

export function impersonationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // codePost's login-as call: a GET that answers the user with a session for them (docs/API.md).
    app.get('/users/:email/', {
      config: { policy: 'platformAdmin', events: ['impersonation.started'] },
      schema: { params: EmailParams, response: { 200: CurrentUser } },
      handler: async (request) => startImpersonation(ctx, requireUser(request), request.params.email),
    });

    app.post('/impersonation/end/', {
      config: { policy: 'authenticated', events: ['impersonation.ended'] },
      handler: async (request, reply) => {
        await stopImpersonation(ctx, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.get('/users/me/accountAccess/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: z.array(AccountAccess) } },
      handler: async (request) => listAccountAccess(ctx, requireUser(request)),
    });
  };
}
