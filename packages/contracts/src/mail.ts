import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';

// The mail outbox as platform admins read it (GET /mail/outbox/ and /mail/outbox/{id}/). A link that works as a
// credential reads "link hidden"; the body of a mail about grades or feedback is shown only through login-as as
// its recipient (docs/AUDIT.md).

export const OUTBOX_TEXTS = {
  bodyOnlyThroughLoginAs: 'This e-mail tells its recipient about their grades or feedback, so its body is shown only through login-as as the recipient.',
  readThroughLoginAs: (email: string) => `Log in as ${email} to read it`,
  /** The web app's page where a login-as session reads one mail addressed to the person acted as. */
  mailPath: (id: number) => `/mail/${id}`,
} as const;

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
  /** Null when the mail cannot be rendered, or when its body is withheld (bodyNote says why). */
  text: z.string().nullable(),
  html: z.string().nullable(),
  /** Why the body is not shown (OUTBOX_TEXTS.bodyOnlyThroughLoginAs); null when it is. */
  bodyNote: z.string().nullable(),
  /** In embedded mode (no SMTP_URL), the name of the .eml file in DATA_DIR/outbox once written. */
  file: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetail>;
