import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, PageQuery, Submission, SubmissionCreate, SubmissionHistory, SubmissionListQuery, SubmissionUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { asksForPage, pageEnvelope, pageOf, pageWindow, Paged } from '../../http/pagination';
import { requireCaller, requireUser } from '../../http/policies';
import { sendCached } from '../answer-cache/answer-cache';
import { staffAssignmentDataVersion } from '../assignments/cached-read-access';
import { createSubmission, getSubmission, getSubmissionHistory, listAssignmentSubmissionPage, listAssignmentSubmissions, removeSubmission } from './service';
import { updateSubmission, type KeepPublishedFeedback } from './update-submission';

const IdParams = z.object({ id: IdParam });

/** `keepPublishedFeedback` comes from the review module (app.ts wires it): see update-submission.ts. */
export function submissionRoutes(ctx: AppContext, keepPublishedFeedback: KeepPublishedFeedback): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/submissions/', {
      config: { policy: 'authenticated', events: ['submission.created'] },
      schema: { body: SubmissionCreate, response: { 201: Submission } },
      handler: async (request, reply) => {
        reply.code(201);
        return createSubmission(ctx.db, requireUser(request), request.body, ctx);
      },
    });

    app.get('/submissions/:id/', {
      config: { policy: 'authenticated', readsCallerWithObject: true },
      schema: { params: IdParams, response: { 200: Submission } },
      handler: async (request) => getSubmission(ctx.db, request.params.id, requireCaller(request)),
    });

    app.patch('/submissions/:id/', {
      config: { policy: 'authenticated', events: ['submission.updated'] },
      schema: { params: IdParams, body: SubmissionUpdate.optional().default({}), response: { 200: Submission } },
      handler: async (request) => updateSubmission(ctx.db, request.params.id, requireUser(request), request.body, { ...ctx, keepPublishedFeedback }),
    });

    app.delete('/submissions/:id/', {
      config: { policy: 'authenticated', events: ['submission.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeSubmission(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    // A bare array unless the caller asks for a page (docs/API.md rule 6).
    app.get('/submissions/:id/history/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: PageQuery, response: { 200: z.union([z.array(SubmissionHistory), Paged(SubmissionHistory)]) } },
      handler: async (request) => pageOf(request, await getSubmissionHistory(ctx.db, request.params.id, requireUser(request))),
    });

    app.get('/assignments/:id/submissions/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SubmissionListQuery, response: { 200: z.union([z.array(Submission), Paged(Submission)]) } },
      // Staff answers come from the answer cache while the course's data is unchanged (answer-cache.ts).
      handler: async (request, reply) => {
        const user = requireUser(request);
        const assignmentId = request.params.id;
        const answer = async () => {
          if (!asksForPage(request)) return listAssignmentSubmissions(ctx.db, assignmentId, user, request.query);
          // A page is cut in SQL: the other submissions are neither read nor sent.
          const window = pageWindow(request);
          const range = { limit: window.pageSize, offset: window.offset };
          const { count, results } = await listAssignmentSubmissionPage(ctx.db, assignmentId, user, request.query, range);
          return pageEnvelope(request, window, count, results);
        };
        const course = () => staffAssignmentDataVersion(ctx.db, assignmentId, user);
        return sendCached(ctx, request, reply, user, { route: 'assignment-submissions', course, answer });
      },
    });
  };
}
