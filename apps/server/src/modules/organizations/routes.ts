import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Organization } from '@marginalia/contracts';
import { asc, eq } from 'drizzle-orm';
import { organizations } from '@marginalia/db';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';

const columns = {
  id: organizations.id,
  name: organizations.name,
  shortname: organizations.shortname,
  emailDomain: organizations.emailDomain,
};

/** A user sees their own organization; platform admins see them all. */
export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/organizations/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: z.array(Organization) } },
      handler: async (request) => {
        const user = requireUser(request);
        if (user.isPlatformAdmin) return ctx.db.select(columns).from(organizations).orderBy(asc(organizations.name));
        if (user.organizationId === null) return [];
        return ctx.db.select(columns).from(organizations).where(eq(organizations.id, user.organizationId));
      },
    });
  };
}
