import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DistributeStudentsRequest, IdParam, Section, SectionCompact, SectionCreate, SectionListQuery, SectionUpdate, Submission } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import { requireUser } from '../../http/policies';
import { distributeStudents } from './distribute';
import { listSectionSubmissions } from './section-submissions';
import { createSection, getSection, listCourseSections, removeSection, updateSection } from './service';

const IdParams = z.object({ id: IdParam });
// Scripts call distributeStudents/ without a body (it arrives as null): that asks for the defaults.
const DistributeBody = z.preprocess((body) => body ?? {}, DistributeStudentsRequest);

export function sectionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/sections/', {
      config: { policy: 'authenticated', events: ['section.created'] },
      schema: { body: SectionCreate, response: { 201: Section } },
      handler: async (request, reply) => {
        reply.code(201);
        return createSection(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/sections/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: Section } },
      handler: async (request) => getSection(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/sections/:id/', {
      config: { policy: 'authenticated', events: ['section.updated'] },
      schema: { params: IdParams, body: SectionUpdate.optional().default({}), response: { 200: Section } },
      handler: async (request) => updateSection(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.delete('/sections/:id/', {
      config: { policy: 'authenticated', events: ['section.deleted'] },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        await removeSection(ctx.db, request.params.id, requireUser(request));
        return reply.code(204).send();
      },
    });

    app.get('/sections/:id/submissions/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, response: { 200: z.array(Submission) } },
      handler: async (request) => listSectionSubmissions(ctx.db, request.params.id, requireUser(request)),
    });

    // Always the paged envelope, even without ?page=: the web client follows `next` until it is null.
    app.get('/courses/:id/sections/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: SectionListQuery, response: { 200: Paged(z.union([Section, SectionCompact])) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const compact = request.query.compact === '1' || request.query.compact === 'true';
        const range = { limit: window.pageSize, offset: window.offset };
        const { count, results } = await listCourseSections(ctx.db, request.params.id, requireUser(request), range, compact);
        return pageEnvelope<Section | SectionCompact>(request, window, count, results);
      },
    });

    app.post('/courses/:id/distributeStudents/', {
      config: { policy: 'authenticated', events: ['section.students_distributed'] },
      schema: { params: IdParams, body: DistributeBody, response: { 200: z.array(Section) } },
      handler: async (request) => distributeStudents(ctx.db, request.params.id, requireUser(request), request.body),
    });
  };
}
