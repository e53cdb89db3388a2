import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Comment, CommentCreate, CommentFeedback, CommentUpdate, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireCaller, requireUser } from '../../http/policies';
import { createComment, getComment, removeComment, setCommentFeedback, updateComment } from './service';

const IdParams = z.object({ id: IdParam });

export function commentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/comments/', {
      config: { policy: 'authenticated', events: ['comment.created'] },
      schema: { body: CommentCreate, response: { 201: Comment } },
      handler: async (request, reply) => {
        reply.code(201);
        return createComment(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/comments/:id/', {
      config: { policy: 'authenticated', readsCallerWithObject: true },
      schema: { params: IdParams, response: { 200: Comment } },
      handler: async (request) => getComment(ctx.db, request.params.id, requireCaller(request)),
    });

    app.patch('/comments/:id/', {
      config: { policy: 'authenticated', events: ['comment.updated'] },
      schema: { params: IdParams, body: CommentUpdate.optional().default({}), response: { 200: Comment } },
      handler: async (request) => updateComment(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/comments/:id/', {
      config: { policy: 'authenticated', events: ['comment.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeComment(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.patch('/comments/:id/feedback/', {
      config: { policy: 'authenticated', events: ['comment.rated'] },
      schema: { params: IdParams, body: CommentFeedback, response: { 200: Comment } },
      handler: async (request) => setCommentFeedback(ctx.db, request.params.id, requireUser(request), request.body),
    });
  };
}
