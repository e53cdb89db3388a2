import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness for load balancers and the benchmark's baseline: no database, no auth. */
export function healthRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health/', {
      config: { policy: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
      handler: async () => ({ status: 'ok' as const }),
    });
  };
}
