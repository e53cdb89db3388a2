import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { courses, type Database, type Executor } from '@marginalia/db';
import { defineJob, enqueueJob, MissingRowError, PermanentJobError, type JobHandler } from '@marginalia/jobs';
import { LTI_SYNC_MESSAGES } from '@marginalia/contracts';
import type { AppContext } from '../../core/app-context';
import { SYSTEM_ACTOR } from '../../core/actor';
import { recordEvent } from '../audit/record';
import { queueGradePassback } from '../grades/lms-passback-trigger';
import { lockCourse } from '../roster/queries';
import { readMembership } from './nrps';
import { LmsServiceError } from './service-token';
import { assignmentsShowingGrades } from './passback-queries';
import { applySync } from './sync';
import {
  courseLmsLink,
  coursesWithMemberLists,
  hasSucceededSync,
  insertRosterSync,
  queuedRosterSync,
  selectRosterSync,
  updateRosterSync,
  type RosterSyncRow,
  type SyncTrigger,
} from './sync-queries';

// Roster syncs as durable jobs (docs/LMS.md, "Roster sync"): each sync is a row of the course's log and an
// `lti.roster_sync` job, written together. The job reads the LMS's member list, then writes the roster and the
// log's outcome with its own completion (so a sync is applied once). An LMS that is down or rate-limiting (5xx,
// 429, unreachable) is tried again later with the jobs' back-off; an answer that will not change (a 403, a list
// past the caps) fails the sync at once. Each failed try leaves its error on the log. A sync queues the grade
// passback of the assignments whose grades are shown (docs/LMS.md, "Grade passback").

export const ROSTER_SYNC_JOB_KIND = 'lti.roster_sync';
export const ROSTER_SYNC_SCHEDULE_JOB_KIND = 'lti.roster_sync_schedule';
/** Tries before a sync is given up: the last some ten to fifteen minutes after the first (the jobs' back-off). */
export const ROSTER_SYNC_MAX_ATTEMPTS = 6;

/**
 * Queues a sync of the course, or answers the one already queued. Syncs nobody asked for (after an instructor's
 * launch, on the schedule) run only for courses that offer a member list and were synced once already: the first
 * sync is a course admin's, after its preview. Null when no sync is queued.
 */
export async function requestRosterSync(db: Database, courseId: number, trigger: SyncTrigger, requestedById: number | null = null): Promise<RosterSyncRow | null> {
  return db.transaction(async (tx) => {
    // Two requests at once (an instructor's launch and a click on "Sync now") queue one sync.
    await lockCourse(tx, courseId);
    if (trigger !== 'manual') {
      const link = await courseLmsLink(tx, courseId);
      if (!link?.membershipsUrl || !(await hasSucceededSync(tx, courseId))) return null;
    }
    const queued = await queuedRosterSync(tx, courseId);
    if (queued) return queued;
    const row = await insertRosterSync(tx, { courseId, trigger, requestedById });
    await enqueueJob(tx, { kind: ROSTER_SYNC_JOB_KIND, payload: { syncId: row.id }, fairnessKey: `course:${courseId}`, maxAttempts: ROSTER_SYNC_MAX_ATTEMPTS });
    return row;
  });
}

async function courseOf(db: Executor, courseId: number) {
  const [row] = await db
    .select({ id: courses.id, name: courses.name, period: courses.period, organizationId: courses.organizationId, archived: courses.archived })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/** Whether trying again later may help: the LMS was down or busy, or our own database was. */
function transient(error: unknown): boolean {
  return error instanceof LmsServiceError ? error.transient : !(error instanceof PermanentJobError);
}

export function createRosterSyncJob(ctx: Pick<AppContext, 'db'>): JobHandler {
  const { db } = ctx;
  return defineJob({
    kind: ROSTER_SYNC_JOB_KIND,
    payload: z.object({ syncId: z.number().int().positive() }),
    run: async ({ syncId }, { job, complete }) => {
      const sync = await selectRosterSync(db, syncId);
      if (!sync) throw new MissingRowError(`Roster sync ${syncId} is gone.`);
      if (sync.state !== 'queued') return { state: sync.state };
      try {
        const course = await courseOf(db, sync.courseId);
        if (!course) throw new MissingRowError(`The course of roster sync ${syncId} is gone.`);
        if (course.archived) throw new PermanentJobError('The course is archived: its roster no longer changes.');
        const link = await courseLmsLink(db, course.id);
        if (!link?.membershipsUrl) throw new PermanentJobError(LTI_SYNC_MESSAGES.notLinked);
        const { platform, membershipsUrl } = link;
        const members = await readMembership(db, platform, membershipsUrl);
        return await complete(async (tx) => {
          const outcome = await applySync(tx, platform, course, SYSTEM_ACTOR, members);
          const added = outcome.diff.activate.length;
          // People the LMS listed may be linked now: grades already shown to them can reach the gradebook (the
          // passback sends only what the LMS does not hold, so a sync that linked nobody costs a few reads).
          await queueGradePassback(tx, await assignmentsShowingGrades(tx, course.id));
          const madeInactive = outcome.diff.deactivate.length;
          await updateRosterSync(tx, syncId, { state: 'succeeded', added, madeInactive, keptAdmins: outcome.keptAdmins, error: null, finishedAt: new Date() });
          await recordEvent(tx, SYSTEM_ACTOR, {
            type: 'lti.roster_synced',
            courseId: course.id,
            object: { type: 'ltiPlatform', id: platform.id },
            data: { syncId, trigger: sync.trigger, requestedBy: sync.requestedById, members: members.length, added, madeInactive, keptAdmins: outcome.keptAdmins.length, skipped: outcome.skipped.length },
          });
          return { added, madeInactive, keptAdmins: outcome.keptAdmins, skipped: outcome.skipped };
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const retrying = transient(error) && job.attempt < job.maxAttempts;
        await updateRosterSync(db, syncId, retrying ? { error: message } : { state: 'failed', error: message, finishedAt: new Date() });
        if (error instanceof LmsServiceError && !error.transient) throw new PermanentJobError(message);
        throw error;
      }
    },
  });
}

/** The daily job: a sync of every live course linked to an LMS course with a member list (and synced once). */
export function createRosterSyncScheduleJob(ctx: Pick<AppContext, 'db'>): JobHandler {
  return defineJob({
    kind: ROSTER_SYNC_SCHEDULE_JOB_KIND,
    payload: z.object({}),
    run: async () => {
      let queued = 0;
      for (const courseId of await coursesWithMemberLists(ctx.db)) {
        if (await requestRosterSync(ctx.db, courseId, 'schedule')) queued += 1;
      }
      return { queued };
    },
  });
}
