import { mailOutbox, type Executor } from '@marginalia/db';

// Every e-mail the server sends starts here: a row in the outbox, written with the change that causes it (pass
// the transaction), so the request answers at once and the mail goes out even if this process dies right after.
// The sender (sender.ts) delivers due rows and retries failures.

export const MAIL_TEMPLATES = ['activation', 'passwordReset', 'courseInvitation', 'feedbackPublished', 'regradeAnswered', 'regradeOpened', 'claimReleasedByUpload', 'signupPending', 'accountUpgrade', 'courseJoined', 'gradeChanged', 'uploadReceipt'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailMessage {
  to: string;
  template: MailTemplate;
  /** The template's values, e.g. { link } for activation and password reset. */
  data: Record<string, string>;
}

export async function queueMail(db: Executor, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({ toAddress: message.to.toLowerCase(), template: message.template, data: message.data });
  for (const listener of queuedListeners) listener();
}

const queuedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever this process queues a mail, so the sender can go at once instead of at its next
 * tick. A hint only: the row may not be committed yet, and other processes' mail is found by the tick.
 */
export function onMailQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}
