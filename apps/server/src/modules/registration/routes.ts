import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CurrentUser } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { impersonatedBy } from '../impersonation/present';
import { noteActivity } from '../users/activity';
import { buildCurrentUser } from '../users/service';

/** The web app's current-user call (docs/PRODUCT.md §7). Sign-up and token pages join this module later. */
export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/registration/current_user/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: CurrentUser } },
      handler: async (request) => {
        const user = requireUser(request);
        // Opening the web app counts its user as active this week; a platform admin acting as them does not.
        if (!user.impersonation) await noteActivity(ctx.db, user.id);
        // A browser session gets a fresh token with its user, as after a login.
        const token = user.via === 'jwt' ? await ctx.sessions.issueFor(user) : '';
        return { ...(await buildCurrentUser(ctx.db, user.id, token)), impersonatedBy: impersonatedBy(user) };
      },
    });
  };
}
