import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LTI_REGISTRATION_MESSAGES, LtiRegistrationLink, LtiRegistrationLinkCreate, LtiUrl } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { registerDynamically } from './dynamic-registration';
import { sendRegistrationDone, sendRegistrationRefusal } from './pages';
import { createRegistrationLink } from './registration-links';
import { RegistrationRefused } from './registration-refused';
import { toolOrigin } from './tool-origin';

// LTI Dynamic Registration (docs/LMS.md, docs/API.md): a platform admin makes a single-use link, the LMS opens it.

function queryText(query: unknown, name: string): string | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The LMS's origin, from where it says its configuration is: the page may be in a frame of the LMS's own page. */
function lmsOrigin(configurationUrl: string | undefined): string | null {
  if (!configurationUrl || !LtiUrl.safeParse(configurationUrl).success) return null;
  return new URL(configurationUrl).origin;
}

export function ltiRegistrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/lti/registrationLinks/', {
      config: { policy: 'platformAdmin', events: ['lti.registration_link_created'] },
      schema: { body: LtiRegistrationLinkCreate, response: { 201: LtiRegistrationLink } },
      handler: async (request, reply) =>
        reply.code(201).send(await createRegistrationLink(ctx.db, requireUser(request), request.body, toolOrigin(ctx.config, request))),
    });

    // Public: the LMS's administrator's browser opens it from the LMS. Only a platform admin's link gets past the
    // first check; the answer is a page (the LMS shows it in a window or a frame), never JSON.
    app.get('/lti/register', {
      config: { policy: 'public' },
      handler: async (request, reply) => {
        const openidConfiguration = queryText(request.query, 'openid_configuration');
        const frameOrigin = lmsOrigin(openidConfiguration);
        try {
          const done = await registerDynamically(ctx.db, {
            code: queryText(request.query, 'code'),
            openidConfiguration,
            registrationToken: queryText(request.query, 'registration_token'),
            origin: toolOrigin(ctx.config, request),
            visitor: { kind: 'visitor', ip: request.ip },
          });
          const lines = [LTI_REGISTRATION_MESSAGES.doneDetail, LTI_REGISTRATION_MESSAGES.named(done.name)];
          if (!done.hasDeployment) lines.push(LTI_REGISTRATION_MESSAGES.noDeployment);
          return sendRegistrationDone(reply, LTI_REGISTRATION_MESSAGES.done, lines, frameOrigin);
        } catch (error) {
          if (error instanceof RegistrationRefused) return sendRegistrationRefusal(reply, error.status, error.reason, frameOrigin);
          throw error;
        }
      },
    });
  };
}
