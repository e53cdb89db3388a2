import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';

export function submissionOverviewRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
