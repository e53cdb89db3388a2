import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PasswordResetReply,
  PasswordResetRequest,
  RegistrationTokenCheck,
  RegistrationTokenStatus,
  SetPasswordReply,
  SetPasswordRequest,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requestPasswordReset, setPasswordWithLink, verifyAccountLink } from './service';

// The token pages and forgot password (docs/PRODUCT.md §7). Visitors call them: the link or the e-mail is the credential.
export function accountTokenRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/registration/emailPasswordReset/', {
      config: { policy: 'public', events: ['account.password_reset_requested'] },
      schema: { body: PasswordResetRequest, response: { 200: PasswordResetReply } },
      handler: async (request) => {
        await requestPasswordReset(ctx, request.body.email, request.ip, request.user);
        return { success: true as const };
      },
    });

    // Only checks a link (the token page asks before showing its form): nothing changes.
    app.post('/registration/verifyRegistrationToken/', {
      config: { policy: 'public', events: [] },
      schema: { body: RegistrationTokenCheck, response: { 200: RegistrationTokenStatus } },
      handler: async (request) => verifyAccountLink(ctx.db, request.body.uid, request.body.token),
    });

    app.post('/registration/registerAndSetPassword/', {
      config: { policy: 'public', events: ['account.password_set'] },
      schema: { body: SetPasswordRequest, response: { 200: SetPasswordReply } },
      handler: async (request) => setPasswordWithLink(ctx, request.body, request.ip, request.user),
    });
  };
}
