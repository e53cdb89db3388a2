import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PlatformAdmin, PlatformAdminGrant } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { grantPlatformAdmin, listPlatformAdmins, revokePlatformAdmin } from './service';

const IdParams = z.object({ id: IdParam });
const AdminList = z.array(PlatformAdmin);

/** The platform admins, for platform admins: the list, a grant, a revocation (each answers the new list). */
export function platformAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/platformAdmins/', {
      config: { policy: 'platformAdmin' },
      schema: { response: { 200: AdminList } },
      handler: async () => listPlatformAdmins(ctx),
    });

    app.post('/platformAdmins/', {
      config: { policy: 'platformAdmin', events: ['platform_admin.granted'] },
      schema: { body: PlatformAdminGrant, response: { 200: AdminList } },
      handler: async (request) => grantPlatformAdmin(ctx, requireUser(request), request.body.email),
    });

    app.delete('/platformAdmins/:id/', {
      config: { policy: 'platformAdmin', events: ['platform_admin.revoked'] },
      schema: { params: IdParams, response: { 200: AdminList } },
      handler: async (request) => revokePlatformAdmin(ctx, requireUser(request), request.params.id),
    });
  };
}
