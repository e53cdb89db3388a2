import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '@marginalia/db';
import { defineJob, MissingRowError, PermanentJobError, retryDelaySeconds, runDueJobs, type JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';
import { findOutboxMail, markAttemptFailed, markSent, type OutboxRow } from './queries';
import { MAIL_JOB_KIND, MAIL_MAX_ATTEMPTS } from './queue';
import { MailTemplateError, renderQueuedMail } from './templates';
import { createMailTransport, type MailTransport, type OutgoingMail } from './transport';

// Delivers the outbox: each queued mail has a `mail.send` job (queue.ts), which a worker runs here. The outbox row
// records every try (attempts, last error, next try, sent or given up) for the outbox page; the job decides when
// the next try is. Tests call deliverDueMail themselves, so delivery happens exactly when a test says.

export const MAX_ATTEMPTS = MAIL_MAX_ATTEMPTS;
export { retryDelaySeconds };

export interface DeliveryReport {
  claimed: number;
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Given up on (failed_at set). */
  failed: number;
}

type MailContext = Pick<AppContext, 'db' | 'config'>;

/** A failed delivery, for the server log (the outbox row keeps the error too). */
export interface DeliveryFailure {
  id: number;
  to: string;
  template: string;
  attempts: number;
  error: string;
  givenUp: boolean;
}
export type FailureListener = (failure: DeliveryFailure) => void;

function messageIdOf(ctx: MailContext, row: OutboxRow): string {
  let host = 'marginalia.localhost';
  try {
    if (ctx.config.PUBLIC_URL) host = new URL(ctx.config.PUBLIC_URL).hostname;
  } catch {
    // The configuration was validated at start-up; keep the default if it is odd anyway.
  }
  return `<outbox-${row.id}.${row.createdAt.getTime()}@${host}>`;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** The mail of an outbox row, rendered; throws MailTemplateError when its values do not fit its template. */
export function outgoingMail(ctx: MailContext, row: OutboxRow): OutgoingMail {
  const rendered = renderQueuedMail(ctx.config, row.template, row.data);
  return { id: row.id, template: row.template, to: row.toAddress, messageId: messageIdOf(ctx, row), ...rendered };
}

export interface MailJob {
  handler: JobHandler;
  /** Closes the SMTP connections the handler opened. */
  close(): void;
}

/**
 * The `mail.send` step: renders and sends one outbox mail, and records the outcome on its row as it happens. A mail
 * that went out is marked sent before the job completes, so a retry after a crash (or a lost lease) finds it sent
 * and sends nothing; the one window left, a crash between the relay's acceptance and that mark, can send a mail
 * twice, never lose it.
 */
export function createMailJob(ctx: MailContext, options: { transport?: MailTransport; onFailure?: FailureListener } = {}): MailJob {
  let transport = options.transport;
  const handler = defineJob({
    kind: MAIL_JOB_KIND,
    payload: z.object({ outboxId: z.number().int().positive() }),
    run: async ({ outboxId }, { job }) => {
      const row = await findOutboxMail(ctx.db, outboxId);
      if (!row) throw new MissingRowError(`Mail ${outboxId} is not in the outbox.`);
      // A mail given up on runs again only when staff retry its job: the row's failed_at is a record, not a gate.
      if (row.sentAt) return { sent: false, already: 'sent' };
      await ctx.db.update(mailOutbox).set({ attempts: job.attempt }).where(eq(mailOutbox.id, row.id));
      let failure: unknown = null;
      try {
        transport ??= createMailTransport(ctx.config);
        await transport.deliver(outgoingMail(ctx, row));
      } catch (error) {
        failure = error ?? new Error('Delivery failed.');
      }
      // Outside the try: a mail that went out is never recorded as a failed attempt (and sent again).
      if (failure === null) {
        await markSent(ctx.db, row.id);
        return { sent: true };
      }
      const permanent = failure instanceof MailTemplateError;
      const givenUp = permanent || job.attempt >= job.maxAttempts;
      const error = describeError(failure);
      // The outbox shows the latest the next try comes: the job's jittered wait is half of this to all of it.
      await markAttemptFailed(ctx.db, row.id, error, givenUp ? null : retryDelaySeconds(job.attempt));
      options.onFailure?.({ id: row.id, to: row.toAddress, template: row.template, attempts: job.attempt, error, givenUp });
      throw permanent ? new PermanentJobError(error) : failure;
    },
  });
  return {
    handler,
    close: () => {
      if (!options.transport) transport?.close();
    },
  };
}

/**
 * Sends every mail that is due now, one after another, in this call, and reports the outcomes. Errors of single
 * mails are recorded on their rows and jobs, never thrown; only a database failure is.
 */
export async function deliverDueMail(ctx: MailContext, transport?: MailTransport, onFailure?: FailureListener): Promise<DeliveryReport> {
  const mailJob = createMailJob(ctx, { transport, onFailure });
  try {
    const reports = await runDueJobs(ctx.db, [mailJob.handler]);
    const report: DeliveryReport = { claimed: reports.length, sent: 0, retrying: 0, failed: 0 };
    for (const { outcome, result } of reports) {
      if (outcome === 'succeeded' && (result as { sent?: boolean } | undefined)?.sent) report.sent += 1;
      else if (outcome === 'retrying') report.retrying += 1;
      else if (outcome === 'failed') report.failed += 1;
    }
    return report;
  } finally {
    mailJob.close();
  }
}
