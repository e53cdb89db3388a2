import { LTI_SYNC_MESSAGES, type LtiRosterSync, type LtiRosterSyncLog, type LtiRosterSyncPreview } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import type { AuthUser } from '../../core/actor';
import { badRequest, HttpError } from '../../http/errors';
import { loadCourseForAdmin, loadCourseForAdminWrite } from '../courses/policy';
import { readMembership } from './nrps';
import { LmsServiceError } from './service-token';
import { previewSync } from './sync';
import { requestRosterSync } from './sync-job';
import { courseLmsLink, hasSucceededSync, listRosterSyncs, type RosterSyncRow } from './sync-queries';

// A course admin's side of roster sync (docs/LMS.md, "Roster sync"; docs/API.md): the log with the course's LMS
// link, a preview of what a sync would do, and "sync now".

export function presentSync(row: RosterSyncRow): LtiRosterSync {
  return {
    id: row.id,
    trigger: row.trigger,
    state: row.state,
    created: row.createdAt.toISOString(),
    finished: row.finishedAt?.toISOString() ?? null,
    added: row.added,
    madeInactive: row.madeInactive,
    keptAdmins: row.keptAdmins,
    error: row.error,
  };
}

async function linkWithMemberList(db: Database, courseId: number) {
  const link = await courseLmsLink(db, courseId);
  if (!link?.membershipsUrl) throw badRequest(LTI_SYNC_MESSAGES.notLinked);
  return { platform: link.platform, membershipsUrl: link.membershipsUrl };
}

export async function rosterSyncLog(db: Database, courseId: number, user: AuthUser): Promise<LtiRosterSyncLog> {
  await loadCourseForAdmin(db, courseId, user);
  const [link, rows] = await Promise.all([courseLmsLink(db, courseId), listRosterSyncs(db, courseId)]);
  const lastSync = rows.find((row) => row.state === 'succeeded')?.finishedAt ?? null;
  return {
    link: link ? { platformName: link.platform.name, contextTitle: link.contextTitle, lastSync: lastSync?.toISOString() ?? null } : null,
    syncs: rows.map(presentSync),
  };
}

/** Reads the LMS's member list now; what the LMS answers wrong is a 502 that says so. */
export async function previewRosterSync(db: Database, courseId: number, user: AuthUser): Promise<LtiRosterSyncPreview> {
  await loadCourseForAdmin(db, courseId, user);
  const { platform, membershipsUrl } = await linkWithMemberList(db, courseId);
  let members;
  try {
    members = await readMembership(db, platform, membershipsUrl);
  } catch (error) {
    if (error instanceof LmsServiceError) throw new HttpError(502, { detail: error.message });
    throw error;
  }
  const preview = await previewSync(db, platform, courseId, members);
  return {
    added: preview.diff.activate,
    madeInactive: preview.diff.deactivate,
    keptAdmins: preview.keptAdmins,
    skipped: preview.skipped,
    firstSync: !(await hasSucceededSync(db, courseId)),
  };
}

/** Queues a sync (or answers the one already queued). */
export async function startRosterSync(db: Database, courseId: number, user: AuthUser): Promise<LtiRosterSync> {
  await loadCourseForAdminWrite(db, courseId, user);
  await linkWithMemberList(db, courseId);
  const row = await requestRosterSync(db, courseId, 'manual', user.id);
  return presentSync(row!);
}
