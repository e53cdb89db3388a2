import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';

// The mail outbox as platform admins read it (GET /mail/outbox/ and /mail/outbox/{id}/).

export const OutboxMailStatus = z.enum(['queued', 'sent', 'failed']);

export const OutboxMail = z.object({
  id: Id,
  to: z.string(),
  template: z.string(),
  /** Null when the mail cannot be rendered (see lastError). */
  subject: z.string().nullable(),
  status: OutboxMailStatus,
  createdAt: IsoDateTime,
  sentAt: IsoDateTime.nullable(),
  failedAt: IsoDateTime.nullable(),
  nextAttemptAt: IsoDateTime.nullable(),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const OutboxMailDetail = OutboxMail.extend({
  from: z.string(),
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** In embedded mode (no SMTP_URL), the name of the .eml file in DATA_DIR/outbox once written. */
  file: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetail>;
