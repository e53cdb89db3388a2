import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobDetail, JobIdParam, JobListQuery, JobSummary, Job } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { cancelJobNow, listJobPage, readJob, retryJobNow, summarizeJobs } from './service';

const IdParams = z.object({ id: JobIdParam });

/** Background jobs, for platform admins: how many in each state, which failed and why, retry and cancel. */
export function jobRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/jobs/summary/', {
      config: { policy: 'platformAdmin' },
      schema: { response: { 200: JobSummary } },
      handler: async () => summarizeJobs(ctx.db),
    });

    // Always the paged envelope, newest first, as the mail outbox.
    app.get('/jobs/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: JobListQuery, response: { 200: Paged(Job) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { state, kind } = request.query;
        const { count, results } = await listJobPage(ctx.db, { states: state, kind }, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/jobs/:id/', {
      config: { policy: 'platformAdmin' },
      schema: { params: IdParams, response: { 200: JobDetail } },
      handler: async (request) => readJob(ctx.db, request.params.id),
    });

    app.post('/jobs/:id/retry/', {
      config: { policy: 'platformAdmin', events: ['job.retried'] },
      schema: { params: IdParams, response: { 200: JobDetail } },
      handler: async (request) => retryJobNow(ctx.db, requireUser(request), request.params.id),
    });

    app.post('/jobs/:id/cancel/', {
      config: { policy: 'platformAdmin', events: ['job.cancelled'] },
      schema: { params: IdParams, response: { 200: JobDetail } },
      handler: async (request) => cancelJobNow(ctx.db, requireUser(request), request.params.id),
    });
  };
}
