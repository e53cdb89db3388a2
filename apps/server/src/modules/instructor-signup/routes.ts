import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckStatusNewAdminUserQuery,
  CheckStatusNewAdminUserResponse,
  IdParam,
  PasswordResetReply,
  UpgradeLinkRequest,
  Institution,
  SignupRequest,
  SignupRequestListQuery,
  ValidateNewAdminUserRequest,
  ValidateNewAdminUserResponse,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { listInstitutions } from './institutions';
import {
  approveSignupRequest,
  checkStatusNewAdminUser,
  listSignupRequests,
  rejectSignupRequest,
  requestUpgradeLink,
  validateNewAdminUser,
} from './service';

const RequestParams = z.object({ id: IdParam });

/** Instructor sign-up (docs/PRODUCT.md §4, §7) and the platform admins' review of the requests it leaves pending. */
export function instructorSignupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/registration/institutions/', {
      config: { policy: 'public' },
      schema: { response: { 200: z.array(Institution) } },
      handler: async (_request, reply) => {
        // The list changes only with a new release; browsers and proxies may keep it for a day.
        reply.header('Cache-Control', 'public, max-age=86400');
        return listInstitutions().map(({ label, code }) => ({ label, code }));
      },
    });

    app.post('/registration/validateNewAdminUser/', {
      config: { policy: 'public', events: ['signup_request.created'] },
      schema: { body: ValidateNewAdminUserRequest, response: { 200: ValidateNewAdminUserResponse } },
      handler: async (request) => validateNewAdminUser(ctx, request.body, request.ip, request.user),
    });

    app.post('/registration/requestUpgradeLink/', {
      config: { policy: 'public', events: ['account.upgrade_link_requested'] },
      schema: { body: UpgradeLinkRequest, response: { 200: PasswordResetReply } },
      handler: async (request) => {
        await requestUpgradeLink(ctx, request.body.email, request.ip, request.user);
        return { success: true as const };
      },
    });

    app.get('/registration/checkStatusNewAdminUser', {
      config: { policy: 'public' },
      schema: { querystring: CheckStatusNewAdminUserQuery, response: { 200: CheckStatusNewAdminUserResponse } },
      handler: async (request) => checkStatusNewAdminUser(ctx, request.query.email, request.query.token),
    });

    app.get('/signupRequests/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: SignupRequestListQuery, response: { 200: z.array(SignupRequest) } },
      handler: async (request) => listSignupRequests(ctx, request.query.status),
    });

    app.post('/signupRequests/:id/approve/', {
      config: { policy: 'platformAdmin', events: ['signup_request.approved'] },
      schema: { params: RequestParams, response: { 200: SignupRequest } },
      handler: async (request) => approveSignupRequest(ctx, request.params.id, requireUser(request)),
    });

    app.post('/signupRequests/:id/reject/', {
      config: { policy: 'platformAdmin', events: ['signup_request.rejected'] },
      schema: { params: RequestParams, response: { 200: SignupRequest } },
      handler: async (request) => rejectSignupRequest(ctx, request.params.id, requireUser(request)),
    });
  };
}
