import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PartnerIdTokenLogin, PartnerIdTokenSession } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { HttpError } from '../../http/errors';
import { LaunchRefused } from './id-token';
import { signInWithPartnerIdToken } from './partner-login';

/** `POST /lti/partner-login/`: public, like the password login; a refusal answers its reason (docs/API.md). */
export function ltiPartnerLoginRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/lti/partner-login/', {
      config: { policy: 'public', events: ['account.signed_in'] },
      schema: { body: PartnerIdTokenLogin, response: { 200: PartnerIdTokenSession } },
      handler: async (request) => {
        try {
          return await signInWithPartnerIdToken(ctx, request.body.id_token, request.ip);
        } catch (error) {
          if (error instanceof LaunchRefused) throw new HttpError(error.status, { detail: error.reason });
          throw error;
        }
      },
    });
  };
}
