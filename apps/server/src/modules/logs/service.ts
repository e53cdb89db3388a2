import type { z } from 'zod';
import {
  HELP_CHANNEL,
  LOG_LIMITS,
  type LogEntry,
  type LogEntryDetail,
  type LogErrorRequest,
  type LogHappinessRequest,
  type LogMessageRequest,
} from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, notFound, throttled } from '../../http/errors';
import { incrementWindow } from '../../http/rate-limit';
import { findLog, insertLog, listActiveRoles, listLogs, type LogFilter, type LogListRow, type NewLogRow } from './queries';

// What the web app reports (docs/PRODUCT.md §7: /logs/log/, /logs/logError/, /logs/logHappiness/). Anyone may report,
// visitors included (a crash or the not-found page's quote comes before any login), so every report is capped
// in size and counted per client address and, when signed in, per user.

/** Who sent a report: the client address (behind a trusted proxy, the forwarded one) and the user, if any. */
export interface Reporter {
  ip: string;
  user: AuthUser | null;
}

type ErrorReport = z.output<typeof LogErrorRequest>;
type HappinessReport = z.output<typeof LogHappinessRequest>;
type MessageReport = z.output<typeof LogMessageRequest>;

const WINDOW_SECONDS = 60;
const DETAIL_TOO_LARGE = `Ensure the details of this report are no more than ${LOG_LIMITS.detailBytes / 1024} KB.`;
const HELP_TOO_LONG = `Ensure this message has no more than ${LOG_LIMITS.helpMessage} characters.`;
const HELP_BLANK = 'Write a message before sending.';

/** Counts the report against the sender's address and account; 429 with Retry-After over either limit. */
async function admit(db: Executor, reporter: Reporter): Promise<void> {
  const perAddress = await incrementWindow(db, `logs:ip:${reporter.ip}`, WINDOW_SECONDS);
  if (perAddress.count > LOG_LIMITS.perMinutePerAddress) throw throttled(perAddress.retryAfter);
  if (!reporter.user) return;
  const perUser = await incrementWindow(db, `logs:user:${reporter.user.id}`, WINDOW_SECONDS);
  if (perUser.count > LOG_LIMITS.perMinutePerUser) throw throttled(perUser.retryAfter);
}

/** Field lengths are checked by the request schema; the detail as a whole is capped here, before anything counts. */
function assertDetailFits(detail: Record<string, unknown>, field: string): void {
  if (Buffer.byteLength(JSON.stringify(detail), 'utf8') > LOG_LIMITS.detailBytes) throw badRequest(DETAIL_TOO_LARGE, field);
}

async function store(db: Executor, reporter: Reporter, row: Omit<NewLogRow, 'userId'>, field: string): Promise<{ id: number }> {
  assertDetailFits(row.detail ?? {}, field);
  await admit(db, reporter);
  return insertLog(db, { ...row, userId: reporter.user?.id ?? null });
}

export function storeError(db: Executor, reporter: Reporter, report: ErrorReport) {
  return store(db, reporter, { kind: 'error', message: report.error, detail: { errorDetail: report.errorDetail }, url: report.url }, 'errorDetail');
}

export function storeHappiness(db: Executor, reporter: Reporter, report: HappinessReport) {
  return store(db, reporter, { kind: 'happiness', message: report.message, url: report.url }, 'message');
}

/** `/logs/log/`: a help request when its channel is 'help', an ordinary log message otherwise. */
export async function storeMessage(db: Executor, reporter: Reporter, report: MessageReport) {
  const { attachments, channel, courseID } = report;
  if (channel === HELP_CHANNEL) return storeHelpRequest(db, reporter, report);
  return store(
    db,
    reporter,
    {
      kind: 'log',
      message: attachments.map((a) => a.title ?? a.text ?? '').join('\n').slice(0, LOG_LIMITS.helpMessage),
      detail: { attachments, channel, courseID },
    },
    'attachments',
  );
}

/**
 * A message from the help drawer. Whom to answer and in what role comes from the server's own records of the
 * signed-in user, never from the request; the page it was sent from is the attachment's footer.
 */
async function storeHelpRequest(db: Executor, reporter: Reporter, { attachments, channel, courseID }: MessageReport) {
  const message = attachments
    .map((a) => a.text ?? '')
    .join('\n')
    .trim();
  if (!message) throw badRequest(HELP_BLANK, 'attachments');
  if (message.length > LOG_LIMITS.helpMessage) throw badRequest(HELP_TOO_LONG, 'attachments');
  const user = reporter.user;
  const roles = user ? new Set(await listActiveRoles(db, user.id)) : new Set<string>();
  const from = user
    ? {
        email: user.email,
        isPlatformAdmin: user.isPlatformAdmin,
        canCreateCourses: user.canCreateCourses,
        isCourseAdmin: roles.has('courseAdmin'),
        isGrader: roles.has('grader'),
        isSuperGrader: roles.has('superGrader'),
        isStudent: roles.has('student'),
      }
    : null;
  const url = attachments.find((a) => a.footer)?.footer ?? '';
  return store(db, reporter, { kind: 'help', message, url, detail: { user: from, courseID, channel, attachments } }, 'attachments');
}

function present(row: LogListRow): LogEntry {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    userEmail: row.userEmail,
    message: row.message,
    url: row.url,
  };
}

export async function listLogEntries(db: Executor, filter: LogFilter, range: { limit: number; offset: number }) {
  const { count, rows } = await listLogs(db, filter, range);
  return { count, results: rows.map(present) };
}

export async function readLogEntry(db: Executor, id: number): Promise<LogEntryDetail> {
  const row = await findLog(db, id);
  if (!row) throw notFound();
  return { ...present(row), detail: row.detail };
}
