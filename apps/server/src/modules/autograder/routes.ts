import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context';
import { environmentRoutes } from './environment/routes';
import { externalResultsRoutes } from './external/routes';
import { leaderboardRoutes } from './leaderboard/routes';
import { runRoutes } from './runs/routes';
import { autograderZipRoutes } from './zip/routes';

// The autograder's routes (docs/AUTOGRADER.md): each assignment's environment and files, test runs, the
// Gradescope-format autograder zip, results posted from a course's own machines, and leaderboards.
export function autograderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Helper files arrive as multipart bodies, understood in this scope only (as for uploads).
    await app.register(multipart, { throwFileSizeLimit: false });
    await app.register(environmentRoutes(ctx));
    await app.register(runRoutes(ctx));
    await app.register(autograderZipRoutes(ctx));
    await app.register(externalResultsRoutes(ctx));
    await app.register(leaderboardRoutes(ctx));
  };
}
