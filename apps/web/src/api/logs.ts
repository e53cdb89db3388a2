import { HELP_CHANNEL, LOG_LIMITS, LogEntry, LogEntryDetail, paged, type LogErrorRequest, type LogKind } from '@marginalia/contracts';
import { apiConfig } from './config';
import { sendExpecting } from './expectStatus';
import { send } from './http';
import { readResource } from './resources';
import { checkShape } from './shape';

// The client logs of docs/PRODUCT.md §7: what the app reports (errors, ratings, help requests), and the platform admins'
// view of them. Reporting must never become a second failure (docs/PRODUCT.md §8: "log sending failure: silently
// ignored"), so the reporting calls swallow every error.

/** The server refuses a report whose detail is over its cap; a long stack is shortened to fit instead. */
function fitDetail(text: string): string {
  const encoder = new TextEncoder();
  const budget = LOG_LIMITS.detailBytes - 64;
  let fitted = text.slice(0, LOG_LIMITS.detailBytes);
  while (fitted && encoder.encode(JSON.stringify({ errorDetail: fitted })).length > budget) {
    fitted = fitted.slice(0, Math.floor(fitted.length * 0.8));
  }
  return fitted;
}

/** `POST /logs/logError/`. */
export async function logError(report: LogErrorRequest): Promise<void> {
  try {
    await send('POST', '/logs/logError/', {
      body: {
        error: report.error.slice(0, LOG_LIMITS.text),
        errorDetail: fitDetail(report.errorDetail ?? ''),
        url: (report.url ?? apiConfig().currentUrl()).slice(0, LOG_LIMITS.url),
      },
    });
  } catch {
    // Ignored on purpose.
  }
}

/** Turns anything thrown into the two text fields of an error report. */
export function describeError(error: unknown): { error: string; errorDetail: string } {
  if (error instanceof Error) return { error: `${error.name}: ${error.message}`, errorDetail: error.stack ?? '' };
  return { error: String(error), errorDetail: '' };
}

/** `POST /logs/logHappiness/` — a like, a dislike or the like, from visitors too. */
export async function logHappiness(message: string, url: string = apiConfig().currentUrl()): Promise<void> {
  try {
    await send('POST', '/logs/logHappiness/', { body: { message, url: url.slice(0, LOG_LIMITS.url) } });
  } catch {
    // Ignored on purpose.
  }
}

/**
 * `POST /logs/log/` on the help channel: a message from the help drawer, with the page it was written on. The
 * server adds who sent it. Resolves to whether it arrived; it never rejects.
 */
export async function sendHelpRequest(message: string, options: { courseID?: number; url?: string } = {}): Promise<boolean> {
  const page = (options.url ?? apiConfig().currentUrl()).slice(0, 500);
  try {
    const response = await send('POST', '/logs/log/', {
      body: { attachments: [{ title: 'Help request', text: message, footer: page }], channel: HELP_CHANNEL, courseID: options.courseID },
    });
    return response.status === 201;
  } catch {
    return false;
  }
}

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
