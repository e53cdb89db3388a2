import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AnalyticsQuery,
  ConsoleCourseListQuery,
  ConsoleCourseRow,
  CourseAdminListQuery,
  CourseAdminRow,
  CoursePeople,
  IdParam,
  OrganizationCourse,
  OrganizationListQuery,
  OrganizationRow,
  PlatformAnalytics,
  PlatformSummary,
} from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { pageEnvelope, Paged, pageWindow } from '../../http/pagination';
import {
  listCourseAdminPage,
  listCoursePage,
  listOrganizationPage,
  readAnalytics,
  readCoursePeople,
  readOrganizationCourses,
  summarizePlatform,
} from './service';

const IdParams = z.object({ id: IdParam });

/**
 * The platform console's reads (platform admins; everyone else gets 404 from the policy). Lists always answer the
 * paged envelope, searched and sorted on the server. No route here writes, so none records audit events.
 */
export function platformConsoleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/platform/summary/', {
      config: { policy: 'platformAdmin' },
      schema: { response: { 200: PlatformSummary } },
      handler: async () => summarizePlatform(ctx.db, new Date()),
    });

    app.get('/platform/courseAdmins/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: CourseAdminListQuery, response: { 200: Paged(CourseAdminRow) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listCourseAdminPage(ctx.db, request.query, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/platform/organizations/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: OrganizationListQuery, response: { 200: Paged(OrganizationRow) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listOrganizationPage(ctx.db, request.query, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/platform/organizations/:id/courses/', {
      config: { policy: 'platformAdmin' },
      schema: { params: IdParams, response: { 200: z.array(OrganizationCourse) } },
      handler: async (request) => readOrganizationCourses(ctx.db, request.params.id),
    });

    app.get('/platform/courses/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: ConsoleCourseListQuery, response: { 200: Paged(ConsoleCourseRow) } },
      handler: async (request) => {
        const window = pageWindow(request);
        const { count, results } = await listCoursePage(ctx.db, request.query, { limit: window.pageSize, offset: window.offset });
        return pageEnvelope(request, window, count, results);
      },
    });

    app.get('/platform/courses/:id/people/', {
      config: { policy: 'platformAdmin' },
      schema: { params: IdParams, response: { 200: CoursePeople } },
      handler: async (request) => readCoursePeople(ctx.db, request.params.id),
    });

    app.get('/platform/analytics/', {
      config: { policy: 'platformAdmin' },
      schema: { querystring: AnalyticsQuery, response: { 200: PlatformAnalytics } },
      handler: async (request) => readAnalytics(ctx.db, request.query, new Date()),
    });
  };
}
