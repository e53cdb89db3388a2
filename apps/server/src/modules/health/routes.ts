import { Liveness, NotReady, Ready } from '@marginalia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context';
import { readinessCheck } from './readiness';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** Liveness for load balancers and the benchmark's baseline: no database, no auth. */
    app.get('/health/', {
      config: { policy: 'public' },
      schema: { response: { 200: Liveness } },
      handler: async () => ({ status: 'ok' as const }),
    });

    /** Readiness: 200 once the database answers with every migration applied, else 503 with the reason. */
    const ready = readinessCheck(ctx.db);
    app.get('/health/ready', {
      config: { policy: 'public' },
      schema: { response: { 200: Ready, 503: NotReady } },
      handler: async (_request, reply) => {
        const result = await ready();
        return result.status === 'ready' ? reply.code(200).send(result) : reply.code(503).send(result);
      },
    });
  };
}
