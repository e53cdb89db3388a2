import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../core/app-context';
import { environmentRoutes } from './environment/routes';
import { runRoutes } from './runs/routes';
import { autograderZipRoutes } from './zip/routes';

// The autograder's routes (docs/AUTOGRADER.md): each assignment's environment and files, test runs, and the
// Gradescope-format autograder zip.
export function autograderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Helper files arrive as multipart bodies, understood in this scope only (as for uploads).
    await app.register(multipart, { throwFileSizeLimit: false });
    await app.register(environmentRoutes(ctx));
    await app.register(runRoutes(ctx));
    await app.register(autograderZipRoutes(ctx));
  };
}
