import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentRubric,
  Comment,
  GradeImpact,
  IdParam,
  RubricCategory,
  RubricCategoryCreate,
  RubricCategoryUpdate,
  RubricComment,
  RubricCommentCreate,
  RubricCommentImpactRequest,
  RubricCommentUpdate,
  RubricFeedbackScore,
  RubricTransfer,
  RubricWriteConfirmation,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireCaller, requireUser } from '../../http/policies';
import { getAssignmentRubric } from './rubric-tree';
import { exportRubric, importRubric } from './rubric-transfer';
import { listRubricCommentUses, rubricCommentFeedbackScore } from './usage';
import {
  createCategory,
  createComment,
  getCategory,
  getComment,
  removeCategory,
  removeComment,
  rubricCommentGradeImpact,
  updateCategory,
  updateComment,
} from './service';


const IdParams = z.object({ id: IdParam });

export function rubricRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/rubricCategories/', {
      config: { policy: 'authenticated', events: ['rubric_category.created'] },
      schema: { body: RubricCategoryCreate, response: { 201: RubricCategory } },
      handler: async (request, reply) => {
        reply.code(201);
        return createCategory(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/rubricCategories/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: RubricCategory } },
      handler: async (request) => getCategory(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/rubricCategories/:id/', {
      config: { policy: 'authenticated', events: ['rubric_category.updated'] },
      schema: { params: IdParams, body: RubricCategoryUpdate.optional().default({}), response: { 200: RubricCategory } },
      handler: async (request) => updateCategory(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/rubricCategories/:id/', {
      config: { policy: 'authenticated', events: ['rubric_category.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeCategory(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.post('/rubricComments/', {
      config: { policy: 'authenticated', events: ['rubric_comment.created'] },
      schema: { body: RubricCommentCreate, response: { 201: RubricComment } },
      handler: async (request, reply) => {
        reply.code(201);
        return createComment(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/rubricComments/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: RubricComment } },
      handler: async (request) => getComment(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/rubricComments/:id/', {
      config: { policy: 'authenticated', events: ['rubric_comment.updated'] },
      schema: { params: IdParams, querystring: RubricWriteConfirmation, body: RubricCommentUpdate.optional().default({}), response: { 200: RubricComment } },
      handler: async (request) => updateComment(ctx.db, request.params.id, requireUser(request), request.body, request.query),
    });

    app.delete('/rubricComments/:id/', {
      config: { policy: 'authenticated', events: ['rubric_comment.deleted'] },
      schema: { params: IdParams, querystring: RubricWriteConfirmation },
      handler: async (request, reply) => {
        await removeComment(ctx.db, request.params.id, requireUser(request), request.query);
        return reply.code(204).send();
      },
    });

    // A dry run of the PATCH or DELETE above: changes nothing, answers how many decided grades it would move.
    app.post('/rubricComments/:id/gradeImpact/', {
      config: { policy: 'authenticated', events: [] },
      schema: { params: IdParams, body: RubricCommentImpactRequest, response: { 200: GradeImpact } },
      handler: async (request) => rubricCommentGradeImpact(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.get('/rubricComments/:id/comments/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(Comment) } },
      handler: async (request) => listRubricCommentUses(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/rubricComments/:id/feedbackScore/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: RubricFeedbackScore } },
      handler: async (request) => rubricCommentFeedbackScore(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/assignments/:id/rubric/', {
      config: { policy: 'authenticated', readsCallerWithObject: true },
      schema: { params: IdParams, response: { 200: AssignmentRubric } },
      handler: async (request) => getAssignmentRubric(ctx.db, request.params.id, requireCaller(request)),
    });

    app.get('/assignments/:id/rubric/export/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: RubricTransfer } },
      handler: async (request) => exportRubric(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/assignments/:id/rubric/import/', {
      config: { policy: 'authenticated', events: ['rubric.imported'] },
      schema: { params: IdParams, body: RubricTransfer, response: { 201: AssignmentRubric } },
      handler: async (request, reply) => {
        reply.code(201);
        return importRubric(ctx.db, request.params.id, requireUser(request), request.body);
      },
    });
  };
}
