import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LtiDeepLinkPlace, LtiDeepLinkRequest, LtiDeepLinkResponse } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { cancelDeepLink, placeAssignment, readDeepLinkRequest } from './deep-links';
import { toolOrigin } from './tool-origin';

// The instructor's page of a deep-linking request (docs/LMS.md, "Deep Linking"). Signed in by the launch's hand-
// over; the reference in the path is the person's own request, for a course they administer (else 404 / 403).

const RefParams = z.object({ ref: z.string().min(1).max(100) });

export function ltiDeepLinkRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/lti/deepLinks/:ref/', {
      config: { policy: 'authenticated' },
      schema: { params: RefParams, response: { 200: LtiDeepLinkRequest } },
      handler: async (request) => readDeepLinkRequest(ctx.db, request.params.ref, requireUser(request)),
    });

    app.post('/lti/deepLinks/:ref/', {
      config: { policy: 'authenticated', events: ['lti.assignment_placed', 'assignment.created'] },
      schema: { params: RefParams, body: LtiDeepLinkPlace, response: { 200: LtiDeepLinkResponse } },
      handler: async (request) =>
        placeAssignment(ctx.db, requireUser(request), request.params.ref, request.body, `${toolOrigin(ctx.config, request)}/lti/launch`),
    });

    // Uses the request up and places nothing: the LMS closes its dialog.
    app.post('/lti/deepLinks/:ref/cancel/', {
      config: { policy: 'authenticated', events: [] },
      schema: { params: RefParams, response: { 200: LtiDeepLinkResponse } },
      handler: async (request) => cancelDeepLink(ctx.db, requireUser(request), request.params.ref),
    });
  };
}
