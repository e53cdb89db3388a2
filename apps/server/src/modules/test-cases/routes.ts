import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam, TestCase, TestCaseCreate, TestCaseUpdate, TestCategory, TestCategoryCreate, TestCategoryUpdate } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import {
  createTestCase,
  createTestCategory,
  getTestCase,
  getTestCategory,
  removeTestCase,
  removeTestCategory,
  updateTestCase,
  updateTestCategory,
} from './service';

const IdParams = z.object({ id: IdParam });

export function testCaseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/testCategories/', {
      config: { policy: 'authenticated', events: ['test_category.created'] },
      schema: { body: TestCategoryCreate, response: { 201: TestCategory } },
      handler: async (request, reply) => {
        reply.code(201);
        return createTestCategory(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/testCategories/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: TestCategory } },
      handler: async (request) => getTestCategory(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/testCategories/:id/', {
      config: { policy: 'authenticated', events: ['test_category.updated'] },
      schema: { params: IdParams, body: TestCategoryUpdate.optional().default({}), response: { 200: TestCategory } },
      handler: async (request) => updateTestCategory(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/testCategories/:id/', {
      config: { policy: 'authenticated', events: ['test_category.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeTestCategory(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.post('/testCases/', {
      config: { policy: 'authenticated', events: ['test_case.created'] },
      schema: { body: TestCaseCreate, response: { 201: TestCase } },
      handler: async (request, reply) => {
        reply.code(201);
        return createTestCase(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/testCases/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: TestCase } },
      handler: async (request) => getTestCase(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/testCases/:id/', {
      config: { policy: 'authenticated', events: ['test_case.updated'] },
      schema: { params: IdParams, body: TestCaseUpdate.optional().default({}), response: { 200: TestCase } },
      handler: async (request) => updateTestCase(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/testCases/:id/', {
      config: { policy: 'authenticated', events: ['test_case.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeTestCase(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });
  };
}
