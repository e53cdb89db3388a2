import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnnouncementInput, AnnouncementSettings, SiteSettings } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { readAnnouncementSettings, readSiteSettings, updateAnnouncement } from './service';

/**
 * `GET /site/` (everyone, before login) and the announcement a platform admin edits in the console
 * (`GET`/`PUT /platform/announcement/`, docs/PRODUCT.md §1.1).
 */
export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/site/', {
      config: { policy: 'public' },
      schema: { response: { 200: SiteSettings } },
      handler: async (_request, reply) => {
        // Read once per page load (one primary-key row); a saved announcement shows on the next load, uncached.
        reply.header('Cache-Control', 'no-cache');
        return readSiteSettings(ctx.db, ctx.config);
      },
    });

    app.get('/platform/announcement/', {
      config: { policy: 'platformAdmin' },
      schema: { response: { 200: AnnouncementSettings } },
      handler: async () => readAnnouncementSettings(ctx.db),
    });

    app.put('/platform/announcement/', {
      config: { policy: 'platformAdmin', events: ['site.announcement_changed'] },
      schema: { body: AnnouncementInput, response: { 200: AnnouncementSettings } },
      handler: async (request) => updateAnnouncement(ctx.db, requireUser(request), request.body, new Date()),
    });
  };
}
