import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, LtiPlatform, LtiPlatformCreate, LtiPlatformUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { canvasConfiguration } from './canvas-config';
import { changePlatform, listPlatforms, registerPlatform, removePlatform } from './platforms';
import { publishedKeys, rotateToolKeys } from './tool-keys';
import { toolOrigin } from './tool-origin';

const IdParams = z.object({ id: IdParam });

/** Registrations of LMSs (platform admins) and what LMSs read of us: our keys and our configuration. */
export function ltiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/lti/platforms/', {
      config: { policy: 'platformAdmin' },
      schema: { response: { 200: z.array(LtiPlatform) } },
      handler: async () => listPlatforms(ctx.db),
    });

    app.post('/lti/platforms/', {
      config: { policy: 'platformAdmin', events: ['lti.platform_registered'] },
      schema: { body: LtiPlatformCreate, response: { 201: LtiPlatform } },
      handler: async (request, reply) => reply.code(201).send(await registerPlatform(ctx.db, requireUser(request), request.body)),
    });

    app.patch('/lti/platforms/:id/', {
      config: { policy: 'platformAdmin', events: ['lti.platform_updated'] },
      schema: { params: IdParams, body: LtiPlatformUpdate, response: { 200: LtiPlatform } },
      handler: async (request) => changePlatform(ctx.db, requireUser(request), request.params.id, request.body),
    });

    app.delete('/lti/platforms/:id/', {
      config: { policy: 'platformAdmin', events: ['lti.platform_removed'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removePlatform(ctx.db, requireUser(request), request.params.id);
        return reply.code(204).send();
      },
    });

    app.post('/lti/keys/rotate/', {
      config: { policy: 'platformAdmin', events: ['lti.keys_rotated'] },
      schema: { response: { 200: z.object({ kid: z.string() }) } },
      handler: async (request) => rotateToolKeys(ctx.db, requireUser(request)),
    });

    // Public by nature: platforms fetch our key set to check what we sign, and Canvas reads the configuration.
    app.get('/lti/jwks', {
      config: { policy: 'public' },
      handler: async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send({ keys: await publishedKeys(ctx.db) }),
    });

    app.get('/lti/config.json', {
      config: { policy: 'public' },
      handler: async (request) => canvasConfiguration(toolOrigin(ctx.config, request)),
    });
  };
}
