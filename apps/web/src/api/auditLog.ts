import { AuditEventRow, paged, PlatformAdmin } from '@marginalia/contracts';
import { z } from 'zod';
import { downloadExport } from './exports';
import { sendExpecting } from './expectStatus';
import { withQuery } from './http';
import { checkShape } from './shape';

// The platform console's audit log (docs/AUDIT.md) and the platform admins who read it.

export const AuditEventPage = paged(AuditEventRow);
export type AuditEventPage = z.infer<typeof AuditEventPage>;

/** The log's filters as the page keeps them in its address; empty ones are left out of the call. */
export interface AuditFilter {
  actor?: string;
  target?: string;
  course?: number;
  types?: readonly string[];
  from?: string;
  to?: string;
}

function filterQuery(filter: AuditFilter) {
  return {
    actor: filter.actor || undefined,
    target: filter.target || undefined,
    course: filter.course,
    type: filter.types && filter.types.length > 0 ? filter.types.join(',') : undefined,
    from: filter.from,
    to: filter.to,
  };
}

export const auditQueryKeys = {
  all: ['audit'] as const,
  page: (filter: AuditFilter, page: number, pageSize: number) => ['audit', 'events', filterQuery(filter), page, pageSize] as const,
  platformAdmins: ['platformAdmins'] as const,
};

/** GET /audit/events/ — newest first; quiet, the page shows a bad filter beside the filters. */
export async function fetchAuditPage(filter: AuditFilter, page: number, pageSize: number): Promise<AuditEventPage> {
  const response = await sendExpecting('GET', '/audit/events/', 200, { query: { ...filterQuery(filter), page, page_size: pageSize }, quiet: true });
  return checkShape(AuditEventPage, response.body, 'GET /audit/events/');
}

/** GET /audit/events.csv — the filtered events as a file. */
export function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  return downloadExport(withQuery('/audit/events.csv', filterQuery(filter)), 'audit-log.csv');
}

const AdminList = z.array(PlatformAdmin);

export async function fetchPlatformAdmins(): Promise<PlatformAdmin[]> {
  const response = await sendExpecting('GET', '/platformAdmins/', 200);
  return checkShape(AdminList, response.body, 'GET /platformAdmins/');
}

/** POST /platformAdmins/ — quiet: a refusal (unknown address) is shown beside the field. */
export async function grantPlatformAdmin(email: string): Promise<PlatformAdmin[]> {
  const response = await sendExpecting('POST', '/platformAdmins/', 200, { body: { email }, quiet: true });
  return checkShape(AdminList, response.body, 'POST /platformAdmins/');
}

export async function revokePlatformAdmin(id: number): Promise<PlatformAdmin[]> {
  const response = await sendExpecting('DELETE', `/platformAdmins/${id}/`, 200);
  return checkShape(AdminList, response.body, 'DELETE /platformAdmins/{id}/');
}
