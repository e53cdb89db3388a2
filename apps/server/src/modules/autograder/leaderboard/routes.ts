import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, Leaderboard, LeaderboardNameUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../../core/app-context';
import { requireUser } from '../../../http/policies';
import { getLeaderboard, setLeaderboardName } from './service';

const IdParams = z.object({ id: IdParam });

export function leaderboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/leaderboard/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Leaderboard } },
      handler: async (request) => getLeaderboard(ctx.db, request.params.id, requireUser(request)),
    });

    app.put('/assignments/:id/leaderboard/name/', {
      config: { policy: 'authenticated', events: ['leaderboard.name_set'] },
      schema: { params: IdParams, body: LeaderboardNameUpdate, response: { 200: Leaderboard } },
      handler: async (request) => setLeaderboardName(ctx.db, request.params.id, requireUser(request), request.body.name),
    });
  };
}
