import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Course, CourseCreate, CourseRead, CourseSettingsRead, CourseUpdate, IdParam, MyCourses, PageQuery } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { forbidden } from '../../http/errors';
import { pageOf, Paged } from '../../http/pagination';
import { requireUser } from '../../http/policies';
import {
  createCourse,
  getCourse,
  getCourseSettings,
  listCourses,
  listMyCourses,
  patchCourse,
  patchCourseSettings,
  regenerateInviteCode,
} from './service';
import { loadCourseForMember } from './policy';

const CourseParams = z.object({ id: IdParam });

export function courseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/courses/', {
      config: { policy: 'authenticated' },
      schema: { querystring: PageQuery, response: { 200: z.union([z.array(Course), Paged(Course)]) } },
      handler: async (request) => pageOf(request, await listCourses(ctx.db, requireUser(request))),
    });

    // The consoles' course pickers: every course the caller is active in, per role.
    app.get('/courses/mine/', {
      config: { policy: 'authenticated' },
      schema: { response: { 200: MyCourses } },
      handler: async (request) => listMyCourses(ctx.db, requireUser(request)),
    });

    app.post('/courses/', {
      config: { policy: 'authenticated', events: ['course.created'] },
      schema: { body: CourseCreate, response: { 201: Course } },
      handler: async (request, reply) => {
        reply.code(201);
        return createCourse(ctx.db, requireUser(request), request.body);
      },
    });

    app.get('/courses/:id/', {
      config: { policy: 'authenticated' },
      schema: { params: CourseParams, response: { 200: CourseRead } },
      handler: async (request) => getCourse(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/courses/:id/', {
      config: { policy: 'authenticated', events: ['course.updated'] },
      schema: { params: CourseParams, body: CourseUpdate.optional().default({}), response: { 200: CourseRead } },
      handler: async (request) => patchCourse(ctx.db, request.params.id, requireUser(request), request.body),
    });

    app.get('/courses/:id/courseSettings/', {
      config: { policy: 'authenticated' },
      schema: { params: CourseParams, response: { 200: CourseSettingsRead } },
      handler: async (request) => getCourseSettings(ctx.db, request.params.id, requireUser(request)),
    });

    app.patch('/courses/:id/courseSettings/', {
      config: { policy: 'authenticated', events: ['course.settings_changed'] },
      schema: { params: CourseParams, body: CourseUpdate.optional().default({}), response: { 200: CourseSettingsRead } },
      handler: async (request) => patchCourseSettings(ctx.db, request.params.id, requireUser(request), request.body),
    });

    // Nested POSTs answer 200 (docs/PRODUCT.md §7).
    app.post('/courses/:id/regenerateInviteCode/', {
      config: { policy: 'authenticated', events: ['course.invite_code_regenerated'] },
      schema: { params: CourseParams, response: { 200: Course } },
      handler: async (request) => regenerateInviteCode(ctx.db, request.params.id, requireUser(request)),
    });

    // Courses are never deleted through the API: archive them instead. Every call is refused, so none records.
    app.delete('/courses/:id/', {
      config: { policy: 'authenticated', events: [] },
      schema: { params: CourseParams },
      handler: async (request) => {
        await loadCourseForMember(ctx.db, request.params.id, requireUser(request));
        throw forbidden();
      },
    });
  };
}
