import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParam,
  SimilarityCheck,
  SimilarityCheckList,
  SimilarityGroupList,
  SimilarityGroupsQuery,
  SimilarityPair,
  SimilarityPairDetail,
  SimilarityPairPage,
  SimilarityPairsQuery,
  SimilarityReviewUpdate,
  StartSimilarityCheck,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, pageWindow } from '../../http/pagination';
import { requireUser } from '../../http/policies';
import { attachmentHeader } from '../exports/file-names';
import { exportFlaggedPairs } from './flagged-csv';
import { listGroups } from './groups';
import { getPairDetail } from './pair-detail';
import { getCheck, listChecks, listPairs, reviewPair, startCheck, updateSimilarityCheck } from './service';

const IdParams = z.object({ id: IdParam });

// Similarity checks (docs/SIMILARITY.md, "Checks"); who may call them is in policy.ts.

export function similarityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/assignments/:id/similarityChecks/', {
      config: { policy: 'authenticated', events: ['similarity_check.started'] },
      schema: { params: IdParams, body: StartSimilarityCheck.prefault({}), response: { 202: SimilarityCheck } },
      handler: async (request, reply) => {
        const check = await startCheck(ctx.db, request.params.id, request.body, requireUser(request));
        reply.code(202);
        return check;
      },
    });

    app.get('/assignments/:id/similarityChecks/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SimilarityCheckList } },
      handler: async (request) => listChecks(ctx.db, request.params.id, requireUser(request)),
    });

    app.get('/similarityChecks/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SimilarityCheck } },
      handler: async (request) => getCheck(ctx.db, request.params.id, requireUser(request)),
    });

    app.post('/similarityChecks/:id/update/', {
      config: { policy: 'authenticated', events: ['similarity_check.updated'] },
      schema: { params: IdParams, response: { 202: SimilarityCheck } },
      handler: async (request, reply) => {
        const check = await updateSimilarityCheck(ctx.db, request.params.id, requireUser(request));
        reply.code(202);
        return check;
      },
    });

    app.get('/similarityChecks/:id/pairs/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SimilarityPairsQuery, response: { 200: SimilarityPairPage } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listPairs(ctx.db, request.params.id, request.query, { offset: window.offset, limit: window.pageSize }, requireUser(request));
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/similarityChecks/:id/groups/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SimilarityGroupsQuery, response: { 200: SimilarityGroupList } },
      handler: async (request) => listGroups(ctx.db, request.params.id, request.query, requireUser(request)),
    });

    app.get('/similarityChecks/:id/flagged/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const csv = await exportFlaggedPairs(ctx.db, request.params.id, requireUser(request));
        return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(csv.fileName)).send(csv.body);
      },
    });

    app.get('/similarityPairs/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: SimilarityPairDetail } },
      handler: async (request) => getPairDetail(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/similarityPairs/:id/', {
      config: { policy: 'authenticated', events: ['similarity_pair.reviewed'] },
      schema: { params: IdParams, body: SimilarityReviewUpdate, response: { 200: SimilarityPair } },
      handler: async (request) => reviewPair(ctx.db, request.params.id, request.body, requireUser(request)),
    });
  };
}
