import { z } from 'zod';
import { Id, IsoDateTime } from '@marginalia/contracts';

// The outbox as platform admins read it. Meant for packages/contracts (mail.ts) once the super-admin console
// reads it too; kept beside the routes until then.

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
