import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EmailRegistrationRequest, EmailRegistrationResponse } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { joinCourseWithCode } from './service';

export function courseJoinRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A refused code or e-mail answers 403 with the same shape, which the join page reads (docs/PRODUCT.md §7).
    app.post('/registration/emailRegistration/', {
      config: { policy: 'public', events: ['course.joined'] },
      schema: { body: EmailRegistrationRequest, response: { 200: EmailRegistrationResponse, 403: EmailRegistrationResponse } },
      handler: async (request, reply) => {
        const outcome = await joinCourseWithCode(ctx, request.body, request.ip, request.user);
        reply.code(outcome.status);
        return outcome.body;
      },
    });
  };
}
