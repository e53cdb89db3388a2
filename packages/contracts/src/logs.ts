import { z } from 'zod';
import { Id, IsoDateTime, PageQuery } from './primitives';

const MAX_TEXT = 20_000;
const MAX_URL = 2048;

/**
 * Caps on what the web app may report (docs/API.md, client logs). Field lengths are checked by the request
 * schemas below; the stored `detail` as a whole is capped by the server, whatever the fields add up to.
 */
export const LOG_LIMITS = {
  text: MAX_TEXT,
  url: MAX_URL,
  /** Bytes of the stored `detail` as JSON (UTF-8). */
  detailBytes: 16 * 1024,
  /** Reports per minute from one client address, and from one signed-in user. */
  perMinutePerAddress: 60,
  perMinutePerUser: 60,
  /** The help drawer's contact form. */
  helpMessage: 2000,
  /** What the platform admins' list shows of each message; the entry itself has all of it. */
  listedMessage: 500,
} as const;

/** `POST /logs/log/` with this channel is a help request from the help drawer (stored as kind 'help'). */
export const HELP_CHANNEL = 'help';

export const LOG_KINDS = ['error', 'log', 'happiness', 'help'] as const;
export const LogKind = z.enum(LOG_KINDS);
export type LogKind = z.infer<typeof LogKind>;

/** `POST /logs/logError/`: sent by the web app on a shape mismatch or a crash. */
export const LogErrorRequest = z.object({
  error: z.string().max(MAX_TEXT),
  errorDetail: z.string().max(MAX_TEXT).optional().default(''),
  url: z.string().max(MAX_URL).optional().default(''),
});
export type LogErrorRequest = z.input<typeof LogErrorRequest>;

/** `POST /logs/logHappiness/`: like/dislike and similar, from visitors too. */
export const LogHappinessRequest = z.object({
  message: z.string().max(MAX_TEXT),
  url: z.string().max(MAX_URL).optional().default(''),
});
export type LogHappinessRequest = z.input<typeof LogHappinessRequest>;

export const LogAttachment = z.object({
  title: z.string().max(500).optional(),
  color: z.string().max(32).optional(),
  text: z.string().max(MAX_TEXT).optional(),
  footer: z.string().max(500).optional(),
});

/** `POST /logs/log/`: a chat-style message with attachments; channel 'help' makes it a help request. */
export const LogMessageRequest = z.object({
  attachments: z.array(LogAttachment).max(20).optional().default([]),
  channel: z.string().max(100).optional().default(''),
  courseID: z.union([z.number().int(), z.string().max(32)]).optional(),
});
export type LogMessageRequest = z.input<typeof LogMessageRequest>;

export const LogAck = z.object({ id: z.number().int() });

/** `GET /logs/?kind=&search=&page=&page_size=` (platform admins). */
export const LogListQuery = PageQuery.extend({
  kind: LogKind.optional(),
  search: z.string().trim().max(200).optional(),
});
export type LogListQuery = z.input<typeof LogListQuery>;

/** One stored report as platform admins list it; `message` is cut to LOG_LIMITS.listedMessage characters. */
export const LogEntry = z.object({
  id: Id,
  kind: LogKind,
  createdAt: IsoDateTime,
  /** Null for visitors, and once the user is deleted. */
  userId: Id.nullable(),
  userEmail: z.string().nullable(),
  message: z.string(),
  url: z.string(),
});
export type LogEntry = z.infer<typeof LogEntry>;

/** `GET /logs/{id}/`: the whole report, with everything else it carried. */
export const LogEntryDetail = LogEntry.extend({
  detail: z.record(z.string(), z.unknown()),
});
export type LogEntryDetail = z.infer<typeof LogEntryDetail>;
