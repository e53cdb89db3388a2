import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettings } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import type { Config } from '../../core/config';

/** The installation's public settings, from the configuration (README: SHUTDOWN_*, MAINTENANCE*, SUPPORT_EMAIL, DOCS_URL). */
export function siteSettings(config: Config): SiteSettings {
  return {
    shutdown: {
      enabled: config.SHUTDOWN_NOTICE,
      bannerDate: config.SHUTDOWN_BANNER_DATE,
      shutdownDate: config.SHUTDOWN_DATE,
      donatedOn: config.SHUTDOWN_DONATED_ON,
    },
    maintenance: { enabled: config.MAINTENANCE, message: config.MAINTENANCE_MESSAGE ?? null },
    supportEmail: config.SUPPORT_EMAIL ?? null,
    docsUrl: config.DOCS_URL,
  };
}

/** `GET /site/`: read by every page before login, so public and cheap (no database). */
export function siteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const settings = siteSettings(ctx.config);
  return async (app) => {
    app.get('/site/', {
      config: { policy: 'public' },
      schema: { response: { 200: SiteSettings } },
      handler: async (_request, reply) => {
        // Changes only with a restart; a minute of caching spares a request per page load.
        reply.header('Cache-Control', 'public, max-age=60');
        return settings;
      },
    });
  };
}
