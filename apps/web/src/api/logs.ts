import { LogEntry, LogEntryDetail, paged, type LogKind } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { readResource } from './resources';
import { checkShape } from './shape';

// The platform admins' view of the client logs of docs/PRODUCT.md §7 (what the app reports is in logReports.ts).

export const LogPage = paged(LogEntry);
export type LogPage = ReturnType<typeof LogPage.parse>;

export interface LogFilter {
  kind?: LogKind;
  search?: string;
}

export const logQueryKeys = {
  page: (filter: LogFilter, page: number, pageSize: number) => ['logs', 'page', filter.kind ?? '', filter.search ?? '', page, pageSize] as const,
  entry: (id: number) => ['logs', 'entry', id] as const,
};

/** GET /logs/?kind=&search=&page=&page_size= — platform admins; newest first. */
export async function fetchLogPage(filter: LogFilter, page: number, pageSize: number): Promise<LogPage> {
  const query = { kind: filter.kind, search: filter.search || undefined, page, page_size: pageSize };
  const response = await sendExpecting('GET', '/logs/', 200, { query });
  return checkShape(LogPage, response.body, 'GET /logs/');
}

/** GET /logs/{id}/ — one whole entry with its detail. */
export function fetchLogEntry(id: number): Promise<LogEntryDetail> {
  return readResource('logs', id, LogEntryDetail);
}
