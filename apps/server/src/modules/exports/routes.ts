import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GRADEBOOK_EXPORT_FORMATS, IdParam } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { requireUser } from '../../http/policies';
import { attachmentHeader } from './file-names';
import { courseGradesCsv, exportAssignmentGrades, readCourseGradebook } from './grade-csv';
import { lmsGradebookCsv } from './lms-gradebooks';
import { exportSubmissionsZip } from './submissions-zip';

const IdParams = z.object({ id: IdParam });
const GradebookQuery = z.object({ format: z.enum(GRADEBOOK_EXPORT_FORMATS).optional().default('csv') });

// Downloads for course admins: grades as CSV, an assignment's submissions as a zip. They answer files, not
// JSON objects, so they declare no response schema; errors still answer JSON through the error handler.

export function exportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/assignments/:id/exportGrades/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const csv = await exportAssignmentGrades(ctx.db, request.params.id, requireUser(request));
        return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(csv.fileName)).send(csv.body);
      },
    });

    app.get('/courses/:id/exportGrades/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams, querystring: GradebookQuery },
      handler: async (request, reply) => {
        const book = await readCourseGradebook(ctx.db, request.params.id, requireUser(request));
        const { format } = request.query;
        const csv = format === 'csv' ? courseGradesCsv(book) : lmsGradebookCsv(book, format);
        return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentHeader(csv.fileName)).send(csv.body);
      },
    });

    app.get('/assignments/:id/downloadSubmissions/', {
      config: { policy: 'authenticated' },
      schema: { params: IdParams },
      handler: async (request, reply) => {
        const zip = await exportSubmissionsZip(ctx.db, request.params.id, requireUser(request));
        return reply.type('application/zip').header('content-disposition', attachmentHeader(zip.fileName)).send(zip.stream);
      },
    });
  };
}
