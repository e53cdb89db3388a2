import { z } from 'zod';
import type { Database } from '@marginalia/db';
import { defineJob, PermanentJobError, type JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';
import { GRADE_PASSBACK_JOB_KIND } from '../grades/lms-passback-trigger';
import { runGradePassback } from './passback';
import { LmsServiceError } from './service-token';

// The `lti.grade_passback` job (docs/LMS.md, "Grade passback"), queued by the grades module when students are shown
// a new grade in a course linked to an LMS course, and by a course admin's "Send grades now". An LMS that is down
// or rate-limiting (5xx, 429, unreachable) is tried again with the jobs' back-off; the scores sent before the
// failure are kept and not sent again.

export function createGradePassbackJob(ctx: Pick<AppContext, 'db'>): JobHandler {
  const db: Database = ctx.db;
  return defineJob({
    kind: GRADE_PASSBACK_JOB_KIND,
    payload: z.object({ assignmentId: z.number().int().positive(), retryRefused: z.boolean().optional() }),
    run: async ({ assignmentId, retryRefused }) => {
      try {
        const outcome = await runGradePassback(db, assignmentId, { retryRefused });
        return outcome ?? { assignmentId, gone: true };
      } catch (error) {
        if (error instanceof LmsServiceError && !error.transient) throw new PermanentJobError(error.message);
        throw error;
      }
    },
  });
}
